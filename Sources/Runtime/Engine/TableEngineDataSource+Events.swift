import Foundation

// What the user did and what the host went through: selection, control events, display and
// scrolling (passed on to the engine's delegate), layout passes and the host's going away.
extension TableEngineDataSource {
  /// Handles what happened on the host's table (see `TableEvent`). Returns whether an action or
  /// a move did what the host shows; `true` for the other events.
  @discardableResult
  package func send(_ event: TableEvent) -> Bool {
    switch event {
    case .select(let indexPath): return didSelectRow(at: indexPath)
    case .deselect(let indexPath): didDeselectRow(at: indexPath)
    case .control(let control, let row):
      // A position stands for the row there now: found again by identity if the event waits.
      if row.findsRowByIdentity {
        sendControlEvent(control, toRow: row)
      } else {
        sendControlEvent(control, forRowAt: row.indexPath)
      }
    case .action(let position, let edge, let row):
      return performAction(at: position, from: edge, forRow: row)
    case .move(let from, let to): return userMoveRow(from: from, to: to)
    case .moved(let from, let to): return userDidMoveRow(from: from, to: to)
    case .willDisplayRow(let view, let indexPath): willDisplay(view, forRowAt: indexPath)
    case .didEndDisplayingRow(let view, let indexPath): didEndDisplaying(view, forRowAt: indexPath)
    case .willDisplayHeader(let view, let section): willDisplayHeaderView(view, forSection: section)
    case .willDisplayFooter(let view, let section): willDisplayFooterView(view, forSection: section)
    case .measured(let indexPath, let height, let width): rowWasMeasured(at: indexPath, height: height, width: width)
    case .scroll(let offset): didScroll(to: offset)
    case .layoutFinished: layoutDidFinish()
    case .disappear: hostWillDisappear()
    }
    return true
  }

  // MARK: Selection

  /// What the row at `indexPath` can do: whether a tap selects it, whether a key activates it,
  /// and what editing mode shows beside it (see `RowInteraction`): one platform-free rule,
  /// decided from the component, that the UIKit host follows for highlighting, selection and
  /// editing controls, and the terminal host for activating the focused row.
  package func interaction(forRowAt indexPath: IndexPath) -> RowInteraction {
    _ = engine.box(at: indexPath, #function)
    return engine.sections[indexPath.section].rows[indexPath.row].component.interaction
  }

  /// The user is about to select the row at `indexPath`; returns the row to select, if any.
  /// The external delegate decides when it implements the method.
  package func willSelectRow(at indexPath: IndexPath) -> IndexPath? {
    // A disabled row is never selected, whatever a host asked before it (`RowAvailability`).
    guard engine.box(at: indexPath, #function).availability.isEnabled else { return nil }
    guard let delegate = engine.delegate else { return indexPath }
    return delegate.tableEngine(engine, willSelectRowAt: indexPath)
  }

  /// The user selected the row at `indexPath`: runs the component's closure, then tells the
  /// external delegate. Returns whether the row stays selected: `false` unless the component
  /// asks to stay (`deselectsAfterSelection: false`), and the host then deselects what it shows
  /// selected, which is the row wherever the closure's change moved it.
  func didSelectRow(at indexPath: IndexPath) -> Bool {
    let box = engine.box(at: indexPath, #function)
    guard box.availability.isEnabled else { return false }
    let view = engine.host?.visibleView(forRowAt: indexPath)
    box.select(indexPath: indexPath, view: view, owner: engine)
    engine.delegate?.tableEngine(engine, didSelectRowAt: indexPath)
    return !box.deselectsAfterSelection
  }

  /// The user deselected the row at `indexPath`.
  func didDeselectRow(at indexPath: IndexPath) {
    engine.delegate?.tableEngine(engine, didDeselectRowAt: indexPath)
  }

  // MARK: Control events

  /// A control in the view of the row at `indexPath` changed a value (a switch, a stepper, a
  /// text field): runs the component's control-event closure. Hosts call this from their
  /// controls' actions; the closure may change the table. An index path that names no row is
  /// ignored. See ``sendControlEvent(_:toRow:)`` for when the closure runs.
  func sendControlEvent(_ event: ControlEvent, forRowAt indexPath: IndexPath) {
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

  /// Whether the component of the row at `indexPath` reacts to control events.
  package func handlesControlEvents(forRowAt indexPath: IndexPath) -> Bool {
    engine.box(at: indexPath, #function).options?.controlEventHandler != nil
  }

  // MARK: Events passed through

  /// A view is about to show the row at `indexPath`.
  func willDisplay(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    guard engine.hasDelegate else { return }
    engine.delegate?.tableEngine(engine, willDisplay: view, forRowAt: indexPath)
  }

  /// The view of the row at `indexPath` left the screen.
  func didEndDisplaying(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    guard engine.hasDelegate else { return }
    engine.delegate?.tableEngine(engine, didEndDisplaying: view, forRowAt: indexPath)
  }

  /// A header view is about to appear.
  func willDisplayHeaderView(_ view: AnyObject, forSection section: Int) {
    engine.delegate?.tableEngine(engine, willDisplayHeaderView: view, forSection: section)
  }

  /// A footer view is about to appear.
  func willDisplayFooterView(_ view: AnyObject, forSection section: Int) {
    engine.delegate?.tableEngine(engine, willDisplayFooterView: view, forSection: section)
  }

  /// The table scrolled to `contentOffset`.
  func didScroll(to contentOffset: CGFloat) {
    engine.delegate?.tableEngine(engine, didScrollTo: contentOffset)
  }

  // MARK: The host's passes

  /// Runs `body`, a pass the host makes on its own (UIKit: `reloadData()`,
  /// `setEditing(_:animated:)`), as an activity of the engine: what the pass sets off (a text
  /// field ends editing) waits until it is over, and mutations are refused meanwhile; for UIKit
  /// a batch update inside its own reload is an inconsistency exception.
  package func performHostUpdate(_ body: () -> Void) {
    engine.during(.hostUpdating, body)
  }

  /// Whether actions wait for the host's layout to end.
  package var hasChangesWaitingForLayout: Bool {
    !engine.actionsWaitingForIdle.isEmpty
  }

  /// Runs the actions that waited for the host's layout.
  func layoutDidFinish() {
    engine.runActionsWaitingForIdle()
  }

  /// The host is going away: the engine drops its sections and waiting actions (not run: most
  /// wait for a layout that will never finish), releasing closures that captured the engine.
  func hostWillDisappear() {
    engine.hostDidGoAway()
  }
}

extension TableEngine {
  /// What `TableEvent.disappear` does; also called by a
  /// `TableHostLifetime` whose data source went before it.
  func hostDidGoAway() {
    sections = []
    tableHeaderRecord = nil
    tableFooterRecord = nil
    actionsWaitingForIdle = []
  }
}
