/// What a control or value row is doing besides showing its value: nothing, waiting for a
/// change to be confirmed, loading its value, or showing why the last change or load failed.
///
/// The built-in row data carry it (``SwitchRowData/status``, ``ValueRowData/status``…), so a
/// change of status is a change of the row's content: the row is configured again in place,
/// and its ``AccessibilityDescription`` says it. Each host draws it: the terminal host writes a
/// marker and ``RowStatusText/updating`` beside the value, the UIKit host shows an activity
/// indicator in the accessory and disables the control.
public enum RowStatus: Hashable, Sendable {
  /// The row shows its value; nothing is under way.
  case idle
  /// The row shows a value that an asynchronous change handler has not confirmed yet, or, on
  /// a button row, its action is running.
  case pending
  /// The row's value is being loaded; the row shows ``RowStatusText/loading`` instead of it.
  case loading
  /// The last change was refused or failed, or the value could not be loaded: the row shows
  /// the message beside its value until the next change.
  case failed(String)

  /// The message of a failed status; `nil` for the others.
  package var message: String? {
    if case .failed(let message) = self { return message }
    return nil
  }
}

/// Row data that carries a ``RowStatus``: the built-in control and value rows. The engine
/// reads it into the row's `RowState`.
package protocol RowStatusCarrying {
  /// What the row is doing besides showing its value.
  var status: RowStatus { get }
  /// Whether the data leaves the row's control anything to do. `true` unless the data says
  /// otherwise.
  var acceptsInput: Bool { get }
}

extension RowStatusCarrying {
  /// `true`: the control acts whenever the row can be used.
  package var acceptsInput: Bool { true }
}

/// The words rows show for their status. English unless set: an app in another language sets
/// them at launch from its strings.
@MainActor
public enum RowStatusText {
  /// What a row shows beside a value that is being confirmed.
  public static var updating = "Updating…"
  /// What a row shows while its value loads.
  public static var loading = "Loading…"
  /// What a button row shows while its action runs.
  public static var inProgress = "In progress…"
  /// The start of the message of a change whose error has no description of its own (one that
  /// is not a `LocalizedError`); the error's text follows it.
  public static var changeFailed = "The change could not be made"
  /// The start of the message of a button's action whose error has no description of its
  /// own; the error's text follows it.
  public static var actionFailed = "The action could not be completed"
  /// The start of the message of a load whose error has no description of its own.
  public static var loadFailed = "Could not load"
  /// What a row that failed to load adds to its message: selecting it loads again.
  public static var retryHint = "Select to try again."
}

extension AccessibilityDescription {
  /// The description with `status` said: "updating" or "loading" after the value, and a
  /// failure's message as the start of the hint, so VoiceOver reads it with the row.
  public func with(_ status: RowStatus, in words: AccessibilityWords) -> AccessibilityDescription {
    var description = self
    switch status {
    case .idle:
      break
    case .pending:
      description.value = [value, words.updating].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    case .loading:
      description.value = words.loading
    case .failed(let message):
      description.hint = [message, hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
    return description
  }
}
