import Foundation

/// Where a control row's value changed: the engine showing the row and its index path, and
/// through the engine the navigator, for an `onChange` that opens a screen or changes other
/// rows.
@MainActor
public struct RowChangeContext {
  /// The engine that shows the row.
  public let engine: TableEngine
  /// Where the row is.
  public let indexPath: IndexPath

  /// A context for the row at `indexPath` of `engine`.
  public init(engine: TableEngine, indexPath: IndexPath) {
    self.engine = engine
    self.indexPath = indexPath
  }

  /// The navigator whose stack shows the row's table, or `nil` (a table on no stack).
  public var navigator: TableNavigator? { engine.navigator }
}

/// What happens when a control row's user picks a new value: whether it is taken, and who is
/// told after the row shows it.
@MainActor
package struct ControlCommit<Value> {
  /// Takes the new value (a store write) or refuses it (a managed key, a value the store
  /// cannot keep); a refused value is not shown, and the row shows its value again.
  package let accept: @MainActor (Value, RowChangeContext) -> Bool
  /// Called after the row shows an accepted value.
  package let didChange: @MainActor (Value, RowChangeContext) -> Void
  /// Finishes every component the row is made of, the replacements too (search keywords of a
  /// managed key), so that nothing set on the row is lost when it changes.
  package let decorate: @MainActor (TableComponent) -> TableComponent

  package init(
    accept: @escaping @MainActor (Value, RowChangeContext) -> Bool = { _, _ in true },
    didChange: @escaping @MainActor (Value, RowChangeContext) -> Void,
    decorate: @escaping @MainActor (TableComponent) -> TableComponent = { $0 }
  ) {
    self.accept = accept
    self.didChange = didChange
    self.decorate = decorate
  }

  /// Takes every value and tells `onChange`: the plain factories' behaviour.
  package static func always(_ onChange: @escaping (Value) -> Void) -> ControlCommit {
    ControlCommit(didChange: { value, _ in onChange(value) })
  }
}

extension SettingsKit {
  /// One control row: the value it shows, how an event or a selection becomes a new value,
  /// and what happens then, in one place for every control factory.
  ///
  /// A new value equal to the shown one does nothing. Otherwise `commit.accept` decides: an
  /// accepted value replaces the row in place (same identity, same view, configured again)
  /// and then `commit.didChange` is told; a refused one is not shown, and the row is configured
  /// again with its own value, because a control such as a `UISwitch` has already moved by
  /// itself.
  package static func controlRow<Cell: ComponentView, Value: Equatable>(
    _ cell: Cell.Type, value: Value, id: AnyHashable, data: @escaping (Value) -> Cell.Data,
    selection: RowSelectionMode? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((Value) -> Value)? = nil, onEvent: @escaping (Value, ControlEvent) -> Value? = { _, _ in nil },
    commit: ControlCommit<Value>
  ) -> TableComponent where Cell.Data: Hashable {
    func component(_ value: Value) -> TableComponent {
      func set(_ newValue: Value, at indexPath: IndexPath, in engine: TableEngine) {
        guard newValue != value else { return }
        let context = RowChangeContext(engine: engine, indexPath: indexPath)
        guard commit.accept(newValue, context) else {
          // Replacing a row configures its view again even with equal data.
          try? engine.replaceRow(at: indexPath, with: component(value), animation: .none)
          return
        }
        try? engine.replaceRow(at: indexPath, with: component(newValue), animation: .none)
        commit.didChange(newValue, context)
      }
      let row = TableComponent(
        cell, data: data(value), id: id, deselectsAfterSelection: deselectsAfterSelection,
        onSelect: onSelect.map { next in
          { context in set(next(value), at: context.indexPath, in: context.engine) }
        },
        onControlEvent: { context, event in
          guard let newValue = onEvent(value, event) else { return }
          set(newValue, at: context.indexPath, in: context.engine)
        })
      return commit.decorate(selection.map { row.selectable($0) } ?? row)
    }
    return component(value)
  }
}
