/// What a row does when the user selects it, as the type parameter of its box.
///
/// A selection closure takes two words even when it is `nil`. Most rows of a long list have none
/// and are deselected after selection; as a type, that behaviour takes no storage at all.
@MainActor
@usableFromInline
package protocol RowSelectionBehavior {
  associatedtype Data
  /// Whether the row is deselected right after `run`.
  var deselectsAfterSelection: Bool { get }
  /// Whether there is a closure to run.
  var hasAction: Bool { get }
  /// Runs the closure, if there is one.
  func run(_ context: SelectionContext<Data>)
}

/// No closure, and the row is deselected after selection: the default, stored in no bytes.
@usableFromInline
package struct DeselectingRow<Data>: RowSelectionBehavior {
  @inlinable package init() {}
  @usableFromInline package var deselectsAfterSelection: Bool { true }
  @usableFromInline package var hasAction: Bool { false }
  @usableFromInline package func run(_ context: SelectionContext<Data>) {}
}

/// A selection closure, or a row that stays selected, or both.
@usableFromInline
package struct SelectionAction<Data>: RowSelectionBehavior {
  package let action: ((SelectionContext<Data>) -> Void)?
  @usableFromInline package let deselectsAfterSelection: Bool

  @usableFromInline
  package init(_ action: ((SelectionContext<Data>) -> Void)?, deselectsAfterSelection: Bool) {
    self.action = action
    self.deselectsAfterSelection = deselectsAfterSelection
  }

  @usableFromInline package var hasAction: Bool { action != nil }
  @usableFromInline package func run(_ context: SelectionContext<Data>) { action?(context) }
}
