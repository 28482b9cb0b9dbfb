import Foundation

/// A dialog being shown, and the row that asked for it (where an iPad anchors its popover).
@MainActor
public struct ShownDialog {
  /// The question or notice.
  public let dialog: TableDialog
  /// The row that asked, as it was when it asked; `nil` for the whole table.
  public let indexPath: IndexPath?
  /// Tells this showing apart from an earlier one of the same dialog, for a host that must
  /// know whether the dialog it presented is still the one shown.
  package let serial: Int

  /// The serial of the next dialog shown.
  static var nextSerial = 0
}

/// A host that presents dialogs itself (the UIKit host: a `UIAlertController`). The engine
/// asks it to when a row requests one, and it reports the user's choice back with
/// ``TableEngine/answerDialog(with:)``. A host that does not adopt it draws
/// ``TableEngine/shownDialog`` when it draws the table (the terminal app does).
@MainActor
package protocol DialogPresenting: AnyObject {
  /// Shows `dialog`, anchored to the row at `indexPath` (the table when `nil`), and answers
  /// `engine` with the index of the action the user chooses.
  func presentDialog(_ dialog: TableDialog, forRowAt indexPath: IndexPath?, of engine: TableEngine)
}

extension TableEngine {
  /// Shows `dialog`: a question asked before an action runs, or a notice. The host shows it,
  /// and the action the user chooses runs when it is chosen, after the dialog is gone. Nothing
  /// else happens until then, and choosing the cancel action leaves everything as it was.
  ///
  /// One dialog at a time: while one is shown, another is refused (it throws), rather than
  /// queued: a second tap on a row must not stack a second alert behind the first, and a
  /// queued question would be answered about a screen that may have changed meanwhile.
  ///
  /// - Parameters:
  ///   - dialog: The question or notice and its answers.
  ///   - indexPath: The row that asks, which an iPad's popover points at; `nil` for the table.
  /// - Throws: ``DialogProblem/anotherIsShown(_:)`` while another is shown; the shown one
  ///   stays.
  public func requestDialog(_ dialog: TableDialog, forRowAt indexPath: IndexPath?) throws(TableError) {
    if let shown = shownDialog {
      throw TableError.dialog(
        .anotherIsShown(shown.dialog.title), title: dialog.title, actionTitles: dialog.actions.map(\.title))
    }
    ShownDialog.nextSerial += 1
    shownDialog = ShownDialog(dialog: dialog, indexPath: indexPath, serial: ShownDialog.nextSerial)
    (host as? any DialogPresenting)?.presentDialog(dialog, forRowAt: indexPath, of: self)
  }

  /// Answers the shown dialog with its action at `index`: the dialog goes away, then the
  /// action runs (so it may show another dialog).
  ///
  /// - Throws: ``DialogProblem/noneShown`` when nothing is shown, and
  ///   ``DialogProblem/noSuchAction(_:)`` for an index that is not an action; the dialog stays
  ///   then.
  public func answerDialog(with index: Int) throws(TableError) {
    guard let shown = shownDialog else { throw TableError.dialog(.noneShown, title: "", actionTitles: []) }
    let actions = shown.dialog.actions
    guard actions.indices.contains(index) else {
      throw TableError.dialog(.noSuchAction(index), title: shown.dialog.title, actionTitles: actions.map(\.title))
    }
    shownDialog = nil
    actions[index].handler()
  }

  /// Answers the shown dialog with its cancel action (Esc in the terminal, the cancel button or
  /// a tap outside the popover on iOS; a notice's acknowledgement); nothing but that action's
  /// own handler runs.
  ///
  /// - Returns: Whether a dialog was shown.
  @discardableResult
  public func cancelDialog() -> Bool {
    guard let shown = shownDialog else { return false }
    do {
      try answerDialog(with: shown.dialog.cancelIndex)
    } catch {
      // The cancel index is always an action (see `TableDialog`'s initializers).
      shownDialog = nil
    }
    return true
  }

  /// Cancels the dialog shown as `serial` (``ShownDialog/serial``), if it is still the one
  /// shown: a host's dialog went away without an answer, and a later dialog must not be
  /// cancelled for it.
  package func cancelDialog(shownAs serial: Int) {
    guard shownDialog?.serial == serial else { return }
    cancelDialog()
  }
}
