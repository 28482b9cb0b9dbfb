import Foundation

// The views a host shows: configured by the engine, dequeued from the host.
extension TableEngineDataSource {
  package func viewForRow(at indexPath: IndexPath) -> AnyObject {
    engine.dequeueAndConfigure(engine.row(at: indexPath, #function).box, role: .cell)
  }

  package func rowState(at indexPath: IndexPath) -> RowState {
    engine.row(at: indexPath, #function).state(in: engine.accessibilityWords, screenTint: engine.tint)
  }

  // MARK: Headers and footers, of sections and of the table

  /// Dequeued from the host, which asks again for the table's own after
  /// `TableHost.reloadTableHeaderAndFooter()`.
  package func view(of decoration: Decoration) -> AnyObject? {
    guard let box = engine.component(of: decoration, #function)?.box else { return nil }
    return engine.dequeueAndConfigure(box, role: decoration.role)
  }

  package func reconfigure(_ view: AnyObject, of decoration: Decoration) {
    guard let box = engine.component(of: decoration, #function)?.box else { return }
    engine.configure(view, with: box)
  }

  /// What assistive technology hears of `decoration`: its component's description, else its
  /// plain title's (a heading for a section's header); `nil` when it has neither.
  package func accessibility(of decoration: Decoration) -> AccessibilityDescription? {
    if let component = engine.component(of: decoration, #function) {
      return (component.box.anyData as? any AccessibilityDescribing)?.accessibilityDescription(
        in: engine.accessibilityWords)
    }
    let traits: AccessibilityDescription.Traits = if case .header = decoration { .header } else { .staticText }
    return title(of: decoration).map { AccessibilityDescription(label: $0, traits: traits) }
  }

  package func title(of decoration: Decoration) -> String? {
    guard let section = decoration.section else { return nil }
    engine.checkHostSection(section, #function)
    if case .header = decoration { return engine.sections[section].headerTitle }
    return engine.sections[section].footerTitle
  }

  package var sectionSpacing: SectionSpacing { engine.sectionSpacing }

  package func reconfigure(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    engine.configure(view, with: engine.row(at: indexPath, #function).box)
  }

  package func reuseIdentifierForRow(at indexPath: IndexPath) -> String {
    engine.reuseIdentifier(of: engine.row(at: indexPath, #function).box)
  }
}

// What the data source's views need of the engine.
extension TableEngine {
  func dequeueAndConfigure(_ box: AnyComponentBox, role: TableViewRole) -> AnyObject {
    // Only the host asks for views, from inside its own layout, so it is alive here.
    guard let host else { preconditionFailure("a view was asked for after the host went away") }
    let view = host.dequeueReusableView(withIdentifier: reuseIdentifier(of: box), role: role)
    configure(view, with: box)
    return view
  }

  func configure(_ view: AnyObject, with box: AnyComponentBox) {
    let configured = during(.configuringView) { box.configure(view, in: views) }
    // Registration allows one class per identifier, so only a host that made a view of
    // another class can get here.
    precondition(
      configured,
      "the host returned a \(type(of: view)) for a component shown by \(box.viewClass)")
  }

  // MARK: Lookup

  /// The component of the row at `indexPath`, without copying its record. A host only asks
  /// about positions it got from the counts: any other traps, naming `method`.
  func row(at indexPath: IndexPath, _ method: StaticString) -> TableComponent {
    let section = indexPath.section
    let row = indexPath.row
    precondition(
      section >= 0 && section < sections.count && row >= 0 && row < sections[section].rows.count,
      "\(method): no row at \(indexPath) in a table of \(sections.count) sections")
    return sections[section].rows[row].component
  }

  /// Traps unless the table has `section`: a host only asks about sections it got from the
  /// counts. The message names `method`.
  func checkHostSection(_ section: Int, _ method: String) {
    precondition(
      sections.indices.contains(section),
      "\(method): section \(section) is out of range; the table has \(sections.count) sections")
  }
}
