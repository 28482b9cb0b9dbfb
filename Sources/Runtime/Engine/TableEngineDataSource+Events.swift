import Foundation

// What the user did and what the host went through: selection, control events, display and
// scrolling (passed on to the engine's delegate), layout passes and the host's going away.
extension TableEngineDataSource {
  @discardableResult
  package func send(_ event: TableEvent) -> Bool {
    let delegate = engine.hasDelegate ? engine.delegate : nil
    switch event {
    case .select(let indexPath): return didSelectRow(at: indexPath)
    case .deselect(let indexPath): delegate?.tableEngine(engine, didDeselectRowAt: indexPath)
    case .control(let control, let row):
      // A position stands for the row there now: found again by identity if the event waits.
      if let reference = row.findsRowByIdentity ? row : rowReference(forRowAt: row.indexPath) {
        sendControlEvent(control, toRow: reference)
      }
    case .action(let position, let edge, let row):
      return performAction(at: position, from: edge, forRow: row)
    case .move(let from, let to):
      // A host that has not moved the row on screen (a key press in the terminal): an animated
      // update moves it, where the user's moves may go (a row that cannot move stays at `from`).
      guard from != to, targetIndexPathForMove(from: from, toProposed: to) == to else { return false }
      return (try? engine.moveCell(at: from, to: to)) != nil
    case .moved(let from, let to): return (try? engine.rowWasMoved(from: from, to: to)) != nil
    case .willDisplayRow(let view, let indexPath): delegate?.tableEngine(engine, willDisplay: view, forRowAt: indexPath)
    case .didEndDisplayingRow(let view, let indexPath):
      delegate?.tableEngine(engine, didEndDisplaying: view, forRowAt: indexPath)
    case .willDisplayHeader(let view, let section):
      delegate?.tableEngine(engine, willDisplayHeaderView: view, forSection: section)
    case .willDisplayFooter(let view, let section):
      delegate?.tableEngine(engine, willDisplayFooterView: view, forSection: section)
    case .measured(let indexPath, let height, let width): rowWasMeasured(at: indexPath, height: height, width: width)
    case .scroll(let offset): delegate?.tableEngine(engine, didScrollTo: offset)
    case .layoutFinished: engine.runActionsWaitingForIdle()
    // Waiting actions are dropped, not run: most wait for a layout that will never finish.
    case .disappear: engine.hostDidGoAway()
    }
    return true
  }

  // MARK: Selection

  /// The user is about to select the row at `indexPath`; returns the row to select, if any.
  /// The external delegate decides when it implements the method.
  package func willSelectRow(at indexPath: IndexPath) -> IndexPath? {
    // A disabled row is never selected, whatever a host asked before it (`RowAvailability`).
    guard engine.row(at: indexPath, #function).isEnabled else { return nil }
    guard let delegate = engine.delegate else { return indexPath }
    return delegate.tableEngine(engine, willSelectRowAt: indexPath)
  }

  /// The user selected the row at `indexPath` (`TableEvent.select`): runs the component's closure,
  /// then tells the external delegate. The row stays selected only when the component asks to
  /// (`deselectsAfterSelection: false`).
  func didSelectRow(at indexPath: IndexPath) -> Bool {
    let box = engine.row(at: indexPath, #function).box
    guard box.availability.isEnabled else { return false }
    box.select(indexPath: indexPath, view: engine.host?.visibleView(forRowAt: indexPath), owner: engine)
    engine.delegate?.tableEngine(engine, didSelectRowAt: indexPath)
    return !box.deselectsAfterSelection
  }

  // MARK: Control events

  /// A control changed a value in the view of the row `row` refers to (made when the control's
  /// interaction began, with ``rowReference(forRowAt:)``): runs the component's control-event
  /// closure for that row, wherever it is now.
  ///
  /// At once when the engine is idle. A control's event can also arrive while the engine or the
  /// host is busy, most often a text field that ends editing because an update, a reload or
  /// the host's own pass (``performHostUpdate(_:)``) removes its cell: the closure would then
  /// change the table in the middle of that update, and its change would be refused and the
  /// typed text lost. Such an event waits until the engine is idle
  /// (``TableEngine/performWhenIdle(_:)``), and is then sent to the row where it is then; a row
  /// that is gone by then gets nothing.
  func sendControlEvent(_ event: ControlEvent, toRow row: RowReference) {
    engine.performWhenIdle { [weak engine] in
      // A disabled row's control does not change: an event that reaches it anyway (a control
      // UIKit had not yet disabled, a key) is dropped.
      guard let engine, let indexPath = engine.currentIndexPath(of: row),
        let options = engine.sections[indexPath.section].rows[indexPath.row].component.box.options,
        options.availability.isEnabled, let handler = options.controlEventHandler
      else { return }
      handler(indexPath, engine.host?.visibleView(forRowAt: indexPath), engine, event)
    }
  }

  // MARK: The host's passes

  /// Runs `body`, a pass the host makes on its own (UIKit: `reloadData()`,
  /// `setEditing(_:animated:)`), as an activity of the engine: what the pass sets off (a text
  /// field ends editing) waits until it is over, and mutations are refused meanwhile; for UIKit
  /// a batch update inside its own reload is an inconsistency exception.
  package func performHostUpdate(_ body: () -> Void) {
    engine.during(.hostUpdating, body)
  }

  package var hasChangesWaitingForLayout: Bool {
    !engine.actionsWaitingForIdle.isEmpty
  }
}

extension TableEngine {
  /// The host is going away (`TableEvent.disappear`, or a `TableHostLifetime` whose data source
  /// went before it): the engine drops its sections and waiting actions, releasing closures
  /// that captured the engine.
  func hostDidGoAway() {
    sections = []
    tableHeaderRecord = nil
    tableFooterRecord = nil
    actionsWaitingForIdle = []
  }
}
