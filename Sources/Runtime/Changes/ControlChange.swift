import Foundation

/// What a change handler says about a value the user picked: take it, refuse it with an
/// optional message that the row shows and VoiceOver announces, or refuse it and ask the user
/// what to do instead.
public enum ChangeDecision: Sendable {
  /// Take the value.
  case accept
  /// Refuse the value: the row shows its previous value at once, nothing is stored, and
  /// `message` (when given) is announced and shows on the row until its next change, or until
  /// the screen is declared again at a moment the same value would be accepted.
  case refuse(String?)
  /// Refuse the value as ``refuse(_:)`` does, without a message on the row, and show `dialog`:
  /// a way forward ("Set a passcode first" with an action that opens the passcode screen) or a
  /// notice. Its actions run after it is gone, so they may navigate or change other settings.
  /// When another dialog of the table is still shown, this one is not, and the row shows the
  /// error that names both instead.
  case ask(TableDialog)

  /// Refuses without a message.
  public static var refuse: ChangeDecision { .refuse(nil) }
}

/// How a control row (switch, stepper, slider, text field, radio group, option picker) decides
/// a new value before it is kept: at once, after a check that may refuse it, or after an
/// asynchronous handler confirms it.
///
/// ```swift
/// TableComponent.switchRow("Face ID", isOn: .value(model.faceID),
///               change: .refusing { isOn, _ in
///                 isOn && !model.hasPasscode ? .refuse("Set a passcode first.") : .accept
///               }) { model.faceID = $0 }
///
/// TableComponent.switchRow("Face ID", isOn: .value(model.faceID),
///               change: .refusing { isOn, context in
///                 guard isOn, !model.hasPasscode else { return .accept }
///                 return .ask(try TableDialog(
///                   title: "Set a passcode first", message: "Face ID needs a passcode to fall back on.",
///                   actions: [.init("Set Passcode") { try? context.navigator?.push(passcodeScreen()) }, .cancel()]))
///               }) { model.faceID = $0 }
///
/// TableComponent.switchRow("Sync Contacts", isOn: .key(syncKey, in: store),
///               change: .confirmed { isOn in try await server.setSync(isOn) })
/// ```
///
/// The deciding closure gets the value and the row's ``RowChangeContext`` (the engine, the
/// navigator, where the row is), which a dialog's actions use to open a screen or change other
/// rows. A closure that throws refuses the value and shows the error's message as a failed
/// confirmation does (a malformed ``TableDialog`` names its problem there).
///
/// The row and its value never disagree: a refused value is not shown (the control, which
/// moved by itself, is set back), is not stored and does not reach `onChange`. A confirmed
/// change shows the new value as pending (``RowStatus/pending``) while the handler runs; when
/// it returns the value stays, is stored (a row bound to a store key) and `onChange` is told;
/// when it throws the row shows the previous value again with the error's message
/// (``RowStatus/failed(_:)``) until the next change, and the message is announced.
///
/// A second change of the same row while the first is pending wins: the first handler's task
/// is cancelled and whatever it returns later is ignored, so the row never flickers back. See
/// ``TableEngine/cancelPendingChange(forRowAt:)`` for a handler that never returns, and
/// ``TableEngine/settlePendingChanges()`` for tests.
@MainActor
public struct ControlChange<Value> {
  /// Decides whether a value is taken, given where the row is.
  let decide: @MainActor (Value, RowChangeContext) throws -> ChangeDecision
  /// Confirms a taken value asynchronously; `nil` keeps it at once.
  let confirm: (@MainActor (Value) async throws -> Void)?
  /// Told of every value the row shows once it was taken, with where the row is.
  var changed: (@MainActor (Value, RowChangeContext) -> Void)?

  /// Takes every value at once: the control rows' behaviour without a `change:`.
  public static var immediate: ControlChange { ControlChange(decide: { _, _ in .accept }, confirm: nil) }

  /// Asks `decide` about every new value before the row shows it; a refused value is never
  /// shown. While the row shows a refusal's message, `decide` is asked again about the refused
  /// value each time the screen is declared again, and the message goes once it accepts: let
  /// it read the state it depends on when it runs (a model object, a store), and do nothing
  /// else (a dialog it returns is shown only when the user changed the value).
  public static func refusing(_ decide: @escaping @MainActor (Value, RowChangeContext) throws -> ChangeDecision)
    -> ControlChange
  {
    ControlChange(decide: decide, confirm: nil)
  }

  /// Shows every new value as pending while `confirm` runs (a request to a server): kept when
  /// it returns, put back with the error's message when it throws.
  ///
  /// An error that is a `LocalizedError` shows its `errorDescription`; any other shows
  /// ``RowStatusText/changeFailed`` with the error's description after it.
  public static func confirmed(by confirm: @escaping @MainActor (Value) async throws -> Void) -> ControlChange {
    ControlChange(decide: { _, _ in .accept }, confirm: confirm)
  }

  /// Asks `decide` first (a refused value is never shown nor sent), then confirms the value
  /// with `confirm` as ``confirmed(by:)`` does.
  public static func confirmed(
    refusing decide: @escaping @MainActor (Value, RowChangeContext) throws -> ChangeDecision,
    by confirm: @escaping @MainActor (Value) async throws -> Void
  ) -> ControlChange {
    ControlChange(decide: decide, confirm: confirm)
  }

  /// The same decisions, and then `changed` is told of every value the row shows, with where
  /// the row is: for a change that goes on to open a screen or change other rows.
  ///
  /// ```swift
  /// TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi), change: .immediate.then { isOn, context in
  ///   if isOn { try? context.navigator?.push(TableScreen(title: "Networks") {}) }
  /// })
  /// ```
  public func then(_ changed: @escaping @MainActor (Value, RowChangeContext) -> Void) -> ControlChange {
    var change = self
    change.changed = changed
    return change
  }

  /// The same decisions about a value of another type, reached through `value`. A value that
  /// stands for none (`nil`: text that is not a number) is taken here and confirmed as is: the
  /// commit refuses it and reports why.
  package func pulled<Other>(back value: @escaping (Other) -> Value?) -> ControlChange<Other> {
    let decide = self.decide
    let pulledDecide: @MainActor (Other, RowChangeContext) throws -> ChangeDecision = { other, context in
      guard let mine = value(other) else { return .accept }
      return try decide(mine, context)
    }
    guard let confirm = self.confirm else { return ControlChange<Other>(decide: pulledDecide, confirm: nil) }
    let pulledConfirm: @MainActor (Other) async throws -> Void = { other in
      guard let mine = value(other) else { return }
      try await confirm(mine)
    }
    return ControlChange<Other>(decide: pulledDecide, confirm: pulledConfirm)
  }
}

/// The message a row shows for an error thrown by a change or load handler: a
/// `LocalizedError`'s own description, else `fallback` and the error's description.
func rowMessage(for error: any Error, fallback: String) -> String {
  if let localized = error as? any LocalizedError, let description = localized.errorDescription,
    !description.isEmpty
  {
    return description
  }
  return "\(fallback) (\(String(describing: error)))"
}
