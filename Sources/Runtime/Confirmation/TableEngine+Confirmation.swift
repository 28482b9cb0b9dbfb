import Foundation

/// A confirmation being shown, and the row that asked it (where an iPad anchors its popover).
@MainActor
public struct ShownConfirmation {
  /// The question.
  public let confirmation: ConfirmationDialog
  /// The row that asked, as it was when it asked; `nil` for the whole table.
  public let indexPath: IndexPath?
  /// Tells this showing apart from an earlier one of the same question, for a host that must
  /// know whether the question it presented is still the one asked.
  package let serial: Int

  /// The serial of the next confirmation shown.
  static var nextSerial = 0
}

/// A host that presents confirmations itself (the UIKit host: a `UIAlertController`). The
/// engine asks it to when a row requests one, and it reports the user's choice back with
/// ``TableEngine/answerConfirmation(with:)``. A host that does not adopt it draws
/// ``TableEngine/shownConfirmation`` when it draws the table (the terminal app does).
@MainActor
package protocol ConfirmationPresenting: AnyObject {
  /// Shows `confirmation`, anchored to the row at `indexPath` (the table when `nil`), and
  /// answers `engine` with the index of the action the user chooses.
  func presentConfirmation(_ confirmation: ConfirmationDialog, forRowAt indexPath: IndexPath?, of engine: TableEngine)
}

extension TableEngine {
  /// Asks the user `confirmation` before an action runs: the host shows it, and the action the
  /// user chooses runs when it is chosen, after the question is gone. Nothing else happens
  /// until then, and choosing the cancel action leaves everything as it was.
  ///
  /// One question at a time: while one is shown, another is refused (it throws), rather than
  /// queued: a second tap on a row must not stack a second alert behind the first, and a
  /// queued question would be answered about a screen that may have changed meanwhile.
  ///
  /// - Parameters:
  ///   - confirmation: The question and its answers.
  ///   - indexPath: The row that asks, which an iPad's popover points at; `nil` for the table.
  /// - Throws: ``ConfirmationProblem/anotherIsShown(_:)`` while another is shown; the
  ///   shown one stays.
  public func requestConfirmation(_ confirmation: ConfirmationDialog, forRowAt indexPath: IndexPath?)
    throws(TableError)
  {
    if let shown = shownConfirmation {
      throw TableError.confirmation(
        .anotherIsShown(shown.confirmation.title), title: confirmation.title,
        actionTitles: confirmation.actions.map(\.title))
    }
    ShownConfirmation.nextSerial += 1
    shownConfirmation = ShownConfirmation(
      confirmation: confirmation, indexPath: indexPath, serial: ShownConfirmation.nextSerial)
    (host as? any ConfirmationPresenting)?.presentConfirmation(confirmation, forRowAt: indexPath, of: self)
  }

  /// Answers the shown confirmation with its action at `index`: the question goes away, then
  /// the action runs (so it may ask another question).
  ///
  /// - Throws: ``ConfirmationProblem/noneShown`` when nothing is asked, and
  ///   ``ConfirmationProblem/noSuchAction(_:)`` for an index that is not an action; the
  ///   question stays then.
  public func answerConfirmation(with index: Int) throws(TableError) {
    guard let shown = shownConfirmation else { throw TableError.confirmation(.noneShown, title: "", actionTitles: []) }
    let actions = shown.confirmation.actions
    guard actions.indices.contains(index) else {
      throw TableError.confirmation(
        .noSuchAction(index), title: shown.confirmation.title, actionTitles: actions.map(\.title))
    }
    shownConfirmation = nil
    actions[index].handler()
  }

  /// Answers the shown confirmation with its cancel action (Esc in the terminal, the cancel
  /// button or a tap outside the popover on iOS); nothing but the cancel action's own handler
  /// runs.
  ///
  /// - Returns: Whether a confirmation was shown.
  @discardableResult
  public func cancelConfirmation() -> Bool {
    guard let shown = shownConfirmation else { return false }
    do {
      try answerConfirmation(with: shown.confirmation.cancelIndex)
    } catch {
      // The cancel index is always an action (see `ConfirmationDialog.init`).
      shownConfirmation = nil
    }
    return true
  }
}
