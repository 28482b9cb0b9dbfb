#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // What the UIKit host adds for rows whose changes wait, fail or ask first: messages told to
  // VoiceOver, and dialogs (questions and notices) shown as a `UIAlertController` (statuses are drawn with the
  // rest of a row's state, `UITableViewCell+RowState.swift`).
  extension UIKitTableHost: DialogPresenting {
    /// Posts `message` to VoiceOver as an announcement, which it speaks without moving the
    /// focus (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement).
    ///
    /// The message arrives in the turn of the user's own double-tap, while VoiceOver still says
    /// what the tap did, and an announcement interrupts speech by default: it is queued behind
    /// that speech instead
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement),
    /// with high priority where the system has priorities, so that nothing drops it
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechannouncementpriority).
    package func announce(_ message: String) {
      var attributes: [NSAttributedString.Key: Any] = [:]
      #if !os(visionOS)
        // visionOS has only the priority: the queue key is deprecated there.
        attributes[.accessibilitySpeechQueueAnnouncement] = true
      #endif
      if #available(iOS 17, tvOS 17, visionOS 1, *) {
        attributes[.accessibilitySpeechAnnouncementPriority] = UIAccessibilityPriority.high
      }
      UIAccessibility.post(
        notification: .announcement, argument: NSAttributedString(string: message, attributes: attributes))
    }

    /// Shows `dialog` as a `UIAlertController` presented by the view controller that
    /// shows the table (the topmost one it presents), each action answering `engine` with its
    /// index. An action sheet is a popover on an iPad, which must be given a place to point at
    /// or UIKit raises: the row that asked (its cell), else the middle of the table without an
    /// arrow (https://developer.apple.com/documentation/uikit/uialertcontroller,
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview).
    ///
    /// A notice's single action has the cancel role, so UIKit shows it as the alert's one
    /// button and VoiceOver reads the title and message when the alert appears, as it does for
    /// a question.
    ///
    /// With no view controller to present from (a table not in a window), the dialog is
    /// answered with its cancel action at once, so that nothing runs unasked. If UIKit dismisses
    /// the alert without calling an action's handler, the dialog is cancelled when the alert
    /// is released, so that the next dialog can be shown.
    package func presentDialog(
      _ dialog: TableDialog, forRowAt indexPath: IndexPath?, of engine: TableEngine
    ) {
      guard let tableView, let presenter = Self.presentingController(for: tableView),
        let serial = engine.shownDialog?.serial
      else {
        engine.cancelDialog()
        return
      }
      let alert = UIAlertController(
        title: dialog.title, message: dialog.message,
        preferredStyle: dialog.style == .actionSheet ? .actionSheet : .alert)
      for (index, action) in dialog.actions.enumerated() {
        alert.addAction(
          UIAlertAction(title: action.title, style: action.role.alertActionStyle) { [weak engine] _ in
            try? engine?.answerDialog(with: index)
          })
      }
      if let popover = alert.popoverPresentationController {
        if let indexPath, let cell = tableView.cellForRow(at: indexPath) {
          popover.sourceView = cell
          popover.sourceRect = cell.bounds
        } else {
          popover.sourceView = tableView
          popover.sourceRect = CGRect(x: tableView.bounds.midX, y: tableView.bounds.midY, width: 0, height: 0)
          popover.permittedArrowDirections = []
        }
      }
      let observer = DeallocationObserver { [weak engine] in
        Task { @MainActor in
          guard let engine, engine.shownDialog?.serial == serial else { return }
          engine.cancelDialog()
        }
      }
      objc_setAssociatedObject(alert, &Self.dialogObserverKey, observer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      presenter.present(alert, animated: true)
    }

    /// Key of the associated object that cancels an alert's dialog when it is released
    /// unanswered; only its address matters, and it is never written.
    nonisolated(unsafe) private static var dialogObserverKey: UInt8 = 0

    /// The view controller that shows `view`, or the topmost one it presents.
    private static func presentingController(for view: UIView) -> UIViewController? {
      var responder: UIResponder? = view
      while let next = responder, !(next is UIViewController) { responder = next.next }
      guard var controller = responder as? UIViewController else { return nil }
      while let presented = controller.presentedViewController, !presented.isBeingDismissed {
        controller = presented
      }
      return controller
    }
  }

  extension TableDialog.Action.Role {
    /// The style UIKit shows this role with: the cancel action gets its own place
    /// (https://developer.apple.com/documentation/uikit/uialertaction/style/cancel).
    var alertActionStyle: UIAlertAction.Style {
      switch self {
      case .default: return .default
      case .cancel: return .cancel
      case .destructive: return .destructive
      }
    }
  }
#endif
