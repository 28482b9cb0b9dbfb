import Foundation

// What hosts call: the data source and delegate side of the engine. A host only asks about
// positions it got from the engine's counts, so a position out of range is a host bug and
// traps, as `UITableView` would.
extension TableEngine: TableViewDataSource {
  // MARK: Views

  /// A configured view for the row at `indexPath`, dequeued from the host.
  public func viewForRow(at indexPath: IndexPath) -> AnyObject {
    let rowBox = box(at: indexPath, #function)
    let view = dequeueAndConfigure(rowBox, role: .cell)
    // The status first: availability has the last word on whether the row's controls act (a
    // status that ends restores its control, which a disabled row must not get back).
    applyRowStatus(to: view, of: rowBox)
    applyAvailability(of: rowBox, to: view)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forRowAt: indexPath) }
    return view
  }

  /// A configured header view for `section`, or `nil` when the section has no header component.
  public func headerView(inSection section: Int) -> AnyObject? {
    guard let box = sectionRecord(section, #function).header?.box else { return nil }
    let view = dequeueAndConfigure(box, role: .headerFooter)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forHeaderInSection: section) }
    return view
  }

  /// A configured footer view for `section`, or `nil` when the section has no footer component.
  public func footerView(inSection section: Int) -> AnyObject? {
    guard let box = sectionRecord(section, #function).footer?.box else { return nil }
    let view = dequeueAndConfigure(box, role: .headerFooter)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forFooterInSection: section) }
    return view
  }

  /// Tells `view` what it says to assistive technology, when the host applies descriptions
  /// and the view can show one; a view whose data does not describe itself keeps its own.
  private func applyAccessibility(
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

  /// The plain header title of `section`, used when it has no header component.
  public func headerTitle(inSection section: Int) -> String? {
    sectionRecord(section, #function).headerTitle
  }

  /// The plain footer title of `section`, used when it has no footer component.
  public func footerTitle(inSection section: Int) -> String? {
    sectionRecord(section, #function).footerTitle
  }

  /// Configures `view` again with the current data of the row at `indexPath` (for hosts that
  /// reconfigure a kept view, UIKit's `reconfigureRows`).
  public func reconfigure(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    let rowBox = box(at: indexPath, #function)
    configure(view, with: rowBox)
    applyRowStatus(to: view, of: rowBox)
    applyAvailability(of: rowBox, to: view)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forRowAt: indexPath) }
  }

  /// The reuse identifier of the row's view.
  public func reuseIdentifierForRow(at indexPath: IndexPath) -> String {
    reuseIdentifier(of: box(at: indexPath, #function))
  }

  /// Configures the header view `view` of `section` again, after its data changed.
  public func reconfigureHeaderView(_ view: AnyObject, inSection section: Int) {
    guard let box = sectionRecord(section, #function).header?.box else { return }
    configure(view, with: box)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forHeaderInSection: section) }
  }

  /// Configures the footer view `view` of `section` again, after its data changed.
  public func reconfigureFooterView(_ view: AnyObject, inSection section: Int) {
    guard let box = sectionRecord(section, #function).footer?.box else { return }
    configure(view, with: box)
    applyAccessibility(to: view) { () throws(TableError) in try accessibilityDescription(forFooterInSection: section) }
  }

  func dequeueAndConfigure(_ box: AnyComponentBox, role: TableViewRole) -> AnyObject {
    // Only the host asks for views, from inside its own layout, so it is alive here.
    let view = dequeuingHost.dequeueReusableView(withIdentifier: reuseIdentifier(of: box), role: role)
    configure(view, with: box)
    return view
  }

  private func configure(_ view: AnyObject, with box: AnyComponentBox) {
    let configured = during(.configuringView) { box.configure(view) }
    // Registration allows one class per identifier, so only a host that made a view of
    // another class can get here.
    precondition(
      configured,
      "the host returned a \(type(of: view)) for a component shown by \(box.viewClass)")
  }

  // MARK: Heights

  /// The height of the row at `indexPath` in a table as wide as the host: cached per
  /// component and width.
  public func heightForRow(at indexPath: IndexPath) -> ComponentHeight {
    heightForRow(at: indexPath, width: host?.availableWidth ?? 0)
  }

  /// The height of the row at `indexPath` in a table `width` wide; what hosts call while laying
  /// out. A cached height costs a few loads; a new one, one call of the component's
  /// `height(for:width:)`. A different width than the last one drops every cached height.
  // Inlinable, so that a host reads the index path where it has it and makes one call.
  @inlinable
  public func heightForRow(at indexPath: IndexPath, width: CGFloat) -> ComponentHeight {
    heightForRow(inSection: indexPath.section, row: indexPath.row, width: width)
  }

  /// ``heightForRow(at:width:)`` for hosts that walk rows by number: the same cached answer
  /// without an `IndexPath` (on Linux its accessors are calls into Foundation that are not
  /// inlined).
  public func heightForRow(inSection section: Int, row: Int, width: CGFloat) -> ComponentHeight {
    precondition(
      section >= 0 && section < sections.count && row >= 0 && row < sections[section].rows.count,
      "heightForRow(at:width:): no row \(row) in section \(section) of a table of \(sections.count) sections")
    if width != cachedWidth { resetHeightCache(for: width) }
    // One compare answers the common case, a positive fixed height (false for NaN and for
    // the sign-bit encoding of automatic heights); the rest decode the record's encoding.
    let stored = sections[section].rows[row].storedHeight
    if stored > 0 { return .fixed(stored) }
    if let cached = sections[section].rows[row].height { return cached }
    return computeRowHeight(section: section, row: row, width: width)
  }

  // Out of line so that the cached path above stays a leaf-like function: inlined, this
  // path's calls and string building made every lookup save and restore more registers.
  @inline(never)
  private func computeRowHeight(section: Int, row: Int, width: CGFloat) -> ComponentHeight {
    let component = sections[section].rows[row].component
    let height = checkedHeight(
      component.box.height(width: width), of: component, at: "row \(row) of section \(section)")
    sections[section].rows[row].height = height
    sections[section].rows[row].checkInvariants()
    return height
  }

  /// The height of the header view of `section`, or `nil` when it has no header component.
  public func heightForHeader(inSection section: Int) -> ComponentHeight? {
    heightForHeader(inSection: section, width: host?.availableWidth ?? 0)
  }

  /// The height of the header view of `section` in a table `width` wide, or `nil` when it has
  /// no header component.
  public func heightForHeader(inSection section: Int, width: CGFloat) -> ComponentHeight? {
    guard let header = sectionRecord(section, #function).header else { return nil }
    if width != cachedWidth { resetHeightCache(for: width) }
    if let cached = sections[section].headerHeight { return cached }
    let height = checkedHeight(
      header.box.height(width: cachedWidth), of: header, at: "the header of section \(section)")
    sections[section].headerHeight = height
    return height
  }

  /// The height of the footer view of `section`, or `nil` when it has no footer component.
  public func heightForFooter(inSection section: Int) -> ComponentHeight? {
    heightForFooter(inSection: section, width: host?.availableWidth ?? 0)
  }

  /// The height of the footer view of `section` in a table `width` wide, or `nil` when it has
  /// no footer component.
  public func heightForFooter(inSection section: Int, width: CGFloat) -> ComponentHeight? {
    guard let footer = sectionRecord(section, #function).footer else { return nil }
    if width != cachedWidth { resetHeightCache(for: width) }
    if let cached = sections[section].footerHeight { return cached }
    let height = checkedHeight(
      footer.box.height(width: cachedWidth), of: footer, at: "the footer of section \(section)")
    sections[section].footerHeight = height
    return height
  }

  /// Drops the cached height of the row at `indexPath`, for a height that depends on something
  /// other than the data and the width; the host lays out again.
  ///
  /// Inside a ``performBatchUpdates(animation:_:)`` group, `indexPath` is a position in the
  /// table as the group has changed it so far, and the host lays out when the group ends.
  public func invalidateHeight(forRowAt indexPath: IndexPath) throws(TableError) {
    try checkRow(indexPath, operation: #function)
    sections[indexPath.section].rows[indexPath.row].height = nil
    checkInvariants()
    requestLayout()
  }

  /// Drops every cached height (rows, headers and footers, the table header and footer); the
  /// host lays out again (at the end of the group, inside a
  /// ``performBatchUpdates(animation:_:)`` group).
  public func invalidateAllHeights() {
    clearHeightCache()
    requestLayout()
  }

  /// Asks the host to lay out again, or, inside a group, has the group ask it at its end.
  private func requestLayout() {
    if groupDepth > 0 {
      groupHostRequests.layout = true
    } else {
      host?.invalidateLayout()
    }
  }

  /// The heights belong to one width: at another width, all of them are stale.
  func resetHeightCache(for width: CGFloat) {
    clearHeightCache()
    // The first width is not a change: the table header and footer were sized when assigned.
    let widthChanged = !cachedWidth.isNaN
    cachedWidth = width
    checkInvariants()
    if widthChanged && (tableHeaderRecord != nil || tableFooterRecord != nil) {
      host?.tableHeaderAndFooterNeedLayout()
    }
  }

  func clearHeightCache() {
    tableHeaderRecord?.height = nil
    tableFooterRecord?.height = nil
    for section in sections.indices {
      sections[section].headerHeight = nil
      sections[section].footerHeight = nil
      for row in sections[section].rows.indices {
        sections[section].rows[row].height = nil
      }
    }
  }

  func checkedHeight(
    _ height: ComponentHeight, of component: TableComponent, at place: @autoclosure () -> String
  )
    -> ComponentHeight
  {
    let value = height.value
    guard value.isNaN || value.isInfinite || value < 0 else { return height }
    let replacement: CGFloat = height.isAutomatic ? 1 : 0
    let kind = height.isAutomatic ? "estimated height" : "height"
    diagnosticHandler(
      TableDiagnostic(
        kind: .invalidHeight(value: value, replacement: replacement),
        message:
          "\(String(reflecting: component.viewClass)).height(for:width:) returned the \(kind) \(value) for \(place()) at width \(cachedWidth); \(replacement) is used instead"
      ))
    return height.isAutomatic ? .automatic(estimate: replacement) : .fixed(replacement)
  }

  // MARK: Selection

  /// The user is about to select the row at `indexPath`; returns the row to select, if any.
  /// The external delegate decides when it implements the method.
  public func willSelectRow(at indexPath: IndexPath) -> IndexPath? {
    // A disabled row is never selected, whatever a host asked before it (`RowAvailability`).
    guard box(at: indexPath, #function).availability.isEnabled else { return nil }
    guard let delegate else { return indexPath }
    return delegate.tableEngine(self, willSelectRowAt: indexPath)
  }

  /// The user selected the row at `indexPath`: runs the component's closure, deselects the row
  /// if the component asks for it, then tells the external delegate.
  ///
  /// The closure may change the table; the row that is deselected is the one still selected
  /// after the closure ran, wherever the change moved it.
  public func didSelectRow(at indexPath: IndexPath) {
    let box = box(at: indexPath, #function)
    guard box.availability.isEnabled else { return }
    let view = host?.visibleView(forRowAt: indexPath)
    box.select(indexPath: indexPath, view: view, owner: self)
    if box.deselectsAfterSelection, let host, let selected = host.indexPathForSelectedRow {
      host.deselectRow(at: selected, animated: true)
    }
    delegate?.tableEngine(self, didSelectRowAt: indexPath)
  }

  /// A control in the view of the row at `indexPath` changed a value (a switch, a stepper, a
  /// text field): runs the component's control-event closure. Hosts call this from their
  /// controls' actions; the closure may change the table. An index path that names no row is
  /// ignored. See ``sendControlEvent(_:toRow:)`` for when the closure runs.
  public func sendControlEvent(_ event: ControlEvent, forRowAt indexPath: IndexPath) {
    guard let reference = rowReference(forRowAt: indexPath) else { return }
    sendControlEvent(event, toRow: reference)
  }

  /// A control changed a value in the view of the row `row` refers to (made when the control's
  /// interaction began, with ``rowReference(forRowAt:)``): runs the component's control-event
  /// closure for that row, wherever it is now.
  ///
  /// At once when the engine is idle. A control's event can also arrive while the engine or the
  /// host is busy, most often a text field that ends editing because an update, a reload or
  /// the host's own pass (``performHostUpdate(_:)``) removes its cell: the closure would then
  /// change the table in the middle of that update, and its change would be refused and the
  /// typed text lost. Such an event waits until the engine is idle (``performWhenIdle(_:)``),
  /// and is then sent to the row where it is then; a row that is gone by then gets nothing.
  public func sendControlEvent(_ event: ControlEvent, toRow row: RowReference) {
    performWhenIdle { [weak self] in
      // A disabled row's control does not change: an event that reaches it anyway (a control
      // UIKit had not yet disabled, a key) is dropped.
      guard let self, let indexPath = self.indexPath(of: row),
        let options = self.sections[indexPath.section].rows[indexPath.row].component.box.options,
        options.availability.isEnabled, let handler = options.controlEventHandler
      else { return }
      handler(indexPath, self.host?.visibleView(forRowAt: indexPath), self, event)
    }
  }

  /// Whether the component of the row at `indexPath` reacts to control events.
  public func handlesControlEvents(forRowAt indexPath: IndexPath) -> Bool {
    box(at: indexPath, #function).options?.controlEventHandler != nil
  }

  /// The user deselected the row at `indexPath`.
  public func didDeselectRow(at indexPath: IndexPath) {
    delegate?.tableEngine(self, didDeselectRowAt: indexPath)
  }

  // MARK: Events passed through

  /// A view is about to show the row at `indexPath`.
  public func willDisplay(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    guard hasDelegate else { return }
    delegate?.tableEngine(self, willDisplay: view, forRowAt: indexPath)
  }

  /// The view of the row at `indexPath` left the screen.
  public func didEndDisplaying(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    guard hasDelegate else { return }
    delegate?.tableEngine(self, didEndDisplaying: view, forRowAt: indexPath)
  }

  /// A header view is about to appear.
  public func willDisplayHeaderView(_ view: AnyObject, forSection section: Int) {
    delegate?.tableEngine(self, willDisplayHeaderView: view, forSection: section)
  }

  /// A footer view is about to appear.
  public func willDisplayFooterView(_ view: AnyObject, forSection section: Int) {
    delegate?.tableEngine(self, willDisplayFooterView: view, forSection: section)
  }

  /// The table scrolled to `contentOffset`.
  public func didScroll(to contentOffset: CGFloat) {
    delegate?.tableEngine(self, didScrollTo: contentOffset)
  }

  /// The host is going away: the engine drops its sections and the actions waiting for it to
  /// be idle, so closures that captured the engine (a cycle through the rows or the actions it
  /// holds) are released with it.
  ///
  /// Waiting actions are dropped, not run: most wait for a layout of this host to end, and
  /// that layout will never finish now.
  public func hostWillDisappear() {
    sections = []
    tableHeaderRecord = nil
    tableFooterRecord = nil
    actionsWaitingForIdle = []
  }

  // MARK: Lookup

  /// The component storage of the row at `indexPath`, without copying its record.
  private func box(at indexPath: IndexPath, _ method: StaticString) -> AnyComponentBox {
    let section = indexPath.section
    let row = indexPath.row
    precondition(
      section >= 0 && section < sections.count && row >= 0 && row < sections[section].rows.count,
      "\(method): no row at \(indexPath) in a table of \(sections.count) sections")
    return sections[section].rows[row].component.box
  }

  private func sectionRecord(_ section: Int, _ method: String) -> SectionRecord {
    precondition(
      sections.indices.contains(section),
      "\(method): section \(section) is out of range; the table has \(sections.count) sections")
    return sections[section]
  }
}
