import Foundation

/// What a host asks while it shows a table: the data source and delegate of `UITableView`
/// folded into one protocol, in the engine's terms. `TableEngineDataSource`, the data source a
/// ``TableEngine`` hands its host, is the implementation that matters; the protocol exists so
/// that a host knows nothing but this contract, and so a hand-written data source can drive the
/// same host (the benchmark's baseline does).
///
/// A host only asks about positions it got from the counts, so implementations may trap on
/// positions out of range, as `UITableView`'s data sources do.
@MainActor
package protocol TableViewDataSource: AnyObject {
  /// The number of sections.
  var numberOfSections: Int { get }
  /// The number of rows in `section`.
  func numberOfRows(inSection section: Int) -> Int
  /// A configured view for the row, dequeued from the host.
  func viewForRow(at indexPath: IndexPath) -> AnyObject
  /// The height of the row in a table `width` wide (the host's unit).
  func heightForRow(at indexPath: IndexPath, width: CGFloat) -> ComponentHeight
  /// The same height, asked by section and row number: what a host calls when it lays out
  /// every row of a long table. Defaults to ``heightForRow(at:width:)``.
  func heightForRow(inSection section: Int, row: Int, width: CGFloat) -> ComponentHeight
  /// The estimated height of the row in a table `width` wide, from what is known already
  /// (a measured or cached height), or `nil` for none; never computed. Defaults to `nil`. A
  /// host that takes no estimate per row (a collection view list) need not ask.
  func estimatedHeightForRow(at indexPath: IndexPath, width: CGFloat) -> CGFloat?
  /// The reuse identifier of the row's view, for hosts that measure rows of automatic height
  /// with a prototype view.
  func reuseIdentifierForRow(at indexPath: IndexPath) -> String
  /// Configures `view`, a view of the row's class, with the row's data (self-sizing and
  /// reconfiguring a kept view).
  func reconfigure(_ view: AnyObject, forRowAt indexPath: IndexPath)
  /// What the host shows and answers of the row besides its data (`RowState`): what it draws
  /// in the one place it shows a row, and what it answers at once about it (may a tap select
  /// it, which actions show, may it move). Defaults to an enabled, idle row a tap selects,
  /// without a description, actions or moves.
  func rowState(at indexPath: IndexPath) -> RowState

  /// A configured view for `decoration`, or `nil` for none (a section's host then shows the
  /// title).
  func view(of decoration: Decoration) -> AnyObject?
  /// The height of the view of `decoration` in a table `width` wide, or `nil` for no view.
  func height(of decoration: Decoration, width: CGFloat) -> ComponentHeight?
  /// The plain title of `decoration`, a section's header or footer, or `nil` for none (always
  /// for the table's own). Defaults to `nil`.
  func title(of decoration: Decoration) -> String?
  /// The room the table leaves between sections where they have no header or footer, read by
  /// ``edgeHeight(of:width:)``. Defaults to ``SectionSpacing/standard``.
  var sectionSpacing: SectionSpacing { get }
  /// Configures `view`, the view of `decoration`, again with its data (after
  /// `TableHost.reconfigureHeadersAndFooters(inSections:)`). Defaults to nothing.
  func reconfigure(_ view: AnyObject, of decoration: Decoration)
  /// What assistive technology hears of `decoration`, or `nil`. Defaults to `nil`.
  func accessibility(of decoration: Decoration) -> AccessibilityDescription?

  /// The row to select when the user selects `indexPath`, or `nil` for none.
  func willSelectRow(at indexPath: IndexPath) -> IndexPath?
  /// A reference to the row at `indexPath` that finds it again after the table changed (made
  /// when a gesture begins: a swipe, a text field's editing), or `nil` for no row. Defaults to
  /// a reference to the position.
  func rowReference(forRowAt indexPath: IndexPath) -> RowReference?
  /// Where the row `reference` refers to is now, or `nil` when it is gone. Defaults to the
  /// position the reference was made at, while the table has it.
  func indexPath(of reference: RowReference) -> IndexPath?
  /// Runs `body`, a pass the host makes on its own (`TableEngineDataSource.performHostUpdate(_:)`).
  /// Defaults to running it.
  func performHostUpdate(_ body: () -> Void)
  /// Where a row the user drags from `indexPath` toward `proposed` may land (positions after
  /// the move; `TableEngineDataSource.targetIndexPathForMove(from:toProposed:)`). Defaults to
  /// `proposed`.
  func targetIndexPathForMove(from indexPath: IndexPath, toProposed proposed: IndexPath) -> IndexPath
  /// The titles of the section index, or `nil` for none.
  var sectionIndexTitles: [String]? { get }
  /// The section the `index`-th index title jumps to.
  func sectionIndex(forIndexTitleAt index: Int) -> Int
  /// Whether changes wait for the host's current layout to end (they arrived while a view was
  /// being configured); the host then sends ``TableEvent/layoutFinished`` once that layout is
  /// done.
  var hasChangesWaitingForLayout: Bool { get }
  /// Reports what happened on the host's table (see ``TableEvent``). Returns whether an action
  /// or a move did what the host shows; `true` for the other events. Defaults to ignoring
  /// every event.
  @discardableResult
  func send(_ event: TableEvent) -> Bool
}

extension TableViewDataSource {
  /// Asks ``heightForRow(at:width:)`` with the index path of `row` in `section`.
  package func heightForRow(inSection section: Int, row: Int, width: CGFloat) -> ComponentHeight {
    heightForRow(at: IndexPath(row: row, section: section), width: width)
  }
  /// Returns `nil`: no estimate is known.
  package func estimatedHeightForRow(at indexPath: IndexPath, width: CGFloat) -> CGFloat? { nil }
  /// Returns `false`: nothing waits.
  package var hasChangesWaitingForLayout: Bool { false }
  /// Ignores the event.
  @discardableResult
  package func send(_ event: TableEvent) -> Bool { true }
  /// An enabled, idle row a tap selects, without a description, actions or moves: what a
  /// hand-written data source without the rule did.
  package func rowState(at indexPath: IndexPath) -> RowState { RowState() }
  /// Does nothing.
  package func reconfigure(_ view: AnyObject, of decoration: Decoration) {}
  /// Returns `nil`: no description.
  package func accessibility(of decoration: Decoration) -> AccessibilityDescription? { nil }
  /// Returns `nil`: no header or footer view.
  package func view(of decoration: Decoration) -> AnyObject? { nil }
  /// Returns `nil`: no header or footer view.
  package func height(of decoration: Decoration, width: CGFloat) -> ComponentHeight? { nil }
  /// Returns `nil`: no title.
  package func title(of decoration: Decoration) -> String? { nil }
  /// Returns ``SectionSpacing/standard``: the host's own spacing.
  package var sectionSpacing: SectionSpacing { .standard }
  /// What `decoration`, a section's header or footer, takes in a table `width` wide
  /// (`SectionEdgeHeight`): its view's height, else its title, else the ``sectionSpacing``.
  package func edgeHeight(of decoration: Decoration, width: CGFloat) -> SectionEdgeHeight {
    SectionEdgeHeight(
      componentHeight: height(of: decoration, width: width), hasTitle: title(of: decoration) != nil,
      spacing: sectionSpacing)
  }
  /// Returns `indexPath`: every row can be selected.
  package func willSelectRow(at indexPath: IndexPath) -> IndexPath? { indexPath }
  /// A reference to the position `indexPath`.
  package func rowReference(forRowAt indexPath: IndexPath) -> RowReference? { RowReference(indexPath: indexPath) }
  /// The position the reference was made at, while the table has it.
  package func indexPath(of reference: RowReference) -> IndexPath? {
    let indexPath = reference.indexPath
    guard indexPath.count == 2, (0..<numberOfSections).contains(indexPath.section),
      (0..<numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
    else { return nil }
    return indexPath
  }
  /// Runs `body`.
  package func performHostUpdate(_ body: () -> Void) { body() }
  package func targetIndexPathForMove(from indexPath: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
    proposed
  }
  package var sectionIndexTitles: [String]? { nil }
  package func sectionIndex(forIndexTitleAt index: Int) -> Int { 0 }
}
