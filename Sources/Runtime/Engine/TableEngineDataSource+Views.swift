import Foundation

// The views a host shows: configured by the engine, dequeued from the host.
extension TableEngineDataSource {
  /// A configured view for the row at `indexPath`, dequeued from the host.
  package func viewForRow(at indexPath: IndexPath) -> AnyObject {
    withEngine { (engine: TableEngine) -> AnyObject in
      let rowBox = engine.box(at: indexPath, #function)
      let view = engine.dequeueAndConfigure(rowBox, role: .cell)
      engine.applyRowState(of: rowBox, to: view, at: indexPath)
      return view
    }
  }

  /// A configured header view for `section`, or `nil` when the section has no header component.
  package func headerView(inSection section: Int) -> AnyObject? {
    withEngine { (engine: TableEngine) -> AnyObject? in
      guard let box = engine.sectionRecord(section, #function).header?.box else { return nil }
      let view = engine.dequeueAndConfigure(box, role: .headerFooter)
      engine.applyAccessibility(to: view) { () throws(TableError) in
        try engine.accessibilityDescription(forHeaderInSection: section)
      }
      return view
    }
  }

  /// A configured footer view for `section`, or `nil` when the section has no footer component.
  package func footerView(inSection section: Int) -> AnyObject? {
    withEngine { (engine: TableEngine) -> AnyObject? in
      guard let box = engine.sectionRecord(section, #function).footer?.box else { return nil }
      let view = engine.dequeueAndConfigure(box, role: .headerFooter)
      engine.applyAccessibility(to: view) { () throws(TableError) in
        try engine.accessibilityDescription(forFooterInSection: section)
      }
      return view
    }
  }

  /// The plain header title of `section`, used when it has no header component.
  package func headerTitle(inSection section: Int) -> String? {
    withEngine { (engine: TableEngine) -> String? in
      engine.sectionRecord(section, #function).headerTitle
    }
  }

  /// The plain footer title of `section`, used when it has no footer component.
  package func footerTitle(inSection section: Int) -> String? {
    withEngine { (engine: TableEngine) -> String? in
      engine.sectionRecord(section, #function).footerTitle
    }
  }

  /// Configures `view` again with the current data of the row at `indexPath` (for hosts that
  /// reconfigure a kept view, UIKit's `reconfigureRows`).
  package func reconfigure(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    withEngine { (engine: TableEngine) -> Void in
      let rowBox = engine.box(at: indexPath, #function)
      engine.configure(view, with: rowBox)
      engine.applyRowState(of: rowBox, to: view, at: indexPath)
    }
  }

  /// The reuse identifier of the row's view.
  package func reuseIdentifierForRow(at indexPath: IndexPath) -> String {
    withEngine { (engine: TableEngine) -> String in
      engine.reuseIdentifier(of: engine.box(at: indexPath, #function))
    }
  }

  /// Configures the header view `view` of `section` again, after its data changed.
  package func reconfigureHeaderView(_ view: AnyObject, inSection section: Int) {
    withEngine { (engine: TableEngine) -> Void in
      engine.reconfigureHeader(view, inSection: section)
    }
  }

  /// Configures the footer view `view` of `section` again, after its data changed.
  package func reconfigureFooterView(_ view: AnyObject, inSection section: Int) {
    withEngine { (engine: TableEngine) -> Void in
      engine.reconfigureFooter(view, inSection: section)
    }
  }

  /// A configured view for the table header, or `nil` when there is none. The host asks again
  /// after `TableHost.reloadTableHeaderAndFooter()`.
  package func tableHeaderView() -> AnyObject? {
    withEngine { (engine: TableEngine) -> AnyObject? in
      guard let box = engine.tableHeaderRecord?.component.box else { return nil }
      return engine.dequeueAndConfigure(box, role: .tableHeaderFooter)
    }
  }

  /// A configured view for the table footer, or `nil` when there is none.
  package func tableFooterView() -> AnyObject? {
    withEngine { (engine: TableEngine) -> AnyObject? in
      guard let box = engine.tableFooterRecord?.component.box else { return nil }
      return engine.dequeueAndConfigure(box, role: .tableHeaderFooter)
    }
  }
}

// What the data source's views need of the engine, and what the engine's own updates reuse
// (a header kept on screen is configured again after an `apply`).
extension TableEngine {
  /// Tells a row's `view` its status, its availability and its accessibility description.
  /// The status first: availability has the last word on whether the row's controls act (a
  /// status that ends restores its control, which a disabled row must not get back).
  func applyRowState(of rowBox: AnyComponentBox, to view: AnyObject, at indexPath: IndexPath) {
    applyRowStatus(to: view, of: rowBox)
    applyAvailability(of: rowBox, to: view)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forRowAt: indexPath) }
  }

  /// Configures the header view `view` of `section` again, after its data changed.
  func reconfigureHeader(_ view: AnyObject, inSection section: Int) {
    guard let box = sectionRecord(section, "reconfigureHeaderView(_:inSection:)").header?.box else { return }
    configure(view, with: box)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forHeaderInSection: section) }
  }

  /// Configures the footer view `view` of `section` again, after its data changed.
  func reconfigureFooter(_ view: AnyObject, inSection section: Int) {
    guard let box = sectionRecord(section, "reconfigureFooterView(_:inSection:)").footer?.box else { return }
    configure(view, with: box)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forFooterInSection: section) }
  }

  /// Tells `view` what it says to assistive technology, when the host applies descriptions
  /// and the view can show one; a view whose data does not describe itself keeps its own.
  func applyAccessibility(
    to view: AnyObject, _ description: () throws(TableError) -> AccessibilityDescription?
  ) {
    guard dequeuingHost.appliesAccessibilityDescriptions, let view = view as? any AccessibilityApplying,
      let description = try? description()
    else { return }
    view.applyAccessibility(description)
  }

  /// Tells a row's `view` whether the row can be used, when the host applies availability.
  private func applyAvailability(of box: AnyComponentBox, to view: AnyObject) {
    guard dequeuingHost.appliesRowAvailability, let view = view as? any AvailabilityApplying else { return }
    view.applyAvailability(box.availability)
  }

  /// Tells `view` the status of the row it shows, when the host applies statuses and the view
  /// can show one: ``RowStatus/idle`` for data without a status, so a reused view forgets the
  /// status of the row it showed before.
  private func applyRowStatus(to view: AnyObject, of box: AnyComponentBox) {
    guard hostAppliesRowStatuses, let view = view as? any RowStatusApplying else { return }
    view.applyRowStatus((box.anyData as? any RowStatusCarrying)?.status ?? .idle)
  }

  func dequeueAndConfigure(_ box: AnyComponentBox, role: TableViewRole) -> AnyObject {
    // Only the host asks for views, from inside its own layout, so it is alive here.
    let view = dequeuingHost.dequeueReusableView(withIdentifier: reuseIdentifier(of: box), role: role)
    configure(view, with: box)
    return view
  }

  func configure(_ view: AnyObject, with box: AnyComponentBox) {
    let configured = during(.configuringView) { box.configure(view) }
    // Registration allows one class per identifier, so only a host that made a view of
    // another class can get here.
    precondition(
      configured,
      "the host returned a \(type(of: view)) for a component shown by \(box.viewClass)")
  }

  // MARK: Lookup

  /// The component storage of the row at `indexPath`, without copying its record. A host only
  /// asks about positions it got from the counts: any other traps, naming `method`.
  func box(at indexPath: IndexPath, _ method: StaticString) -> AnyComponentBox {
    let section = indexPath.section
    let row = indexPath.row
    precondition(
      section >= 0 && section < sections.count && row >= 0 && row < sections[section].rows.count,
      "\(method): no row at \(indexPath) in a table of \(sections.count) sections")
    return sections[section].rows[row].component.box
  }

  /// The record of `section`, for a host; any other section traps, naming `method`.
  func sectionRecord(_ section: Int, _ method: String) -> SectionRecord {
    precondition(
      sections.indices.contains(section),
      "\(method): section \(section) is out of range; the table has \(sections.count) sections")
    return sections[section]
  }
}
