#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension UIKitRowHost: DialogPresenting {
    /// An announcement, spoken without moving the focus
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement).
    /// It comes while VoiceOver still says what the user's tap did, so it is queued behind that
    /// speech (https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement)
    /// with high priority where there are priorities
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechannouncementpriority).
    package func announce(_ message: String) {
      var attributes: [NSAttributedString.Key: Any] = [:]
      #if !os(visionOS)
        // Deprecated on visionOS, which has the priority only.
        attributes[.accessibilitySpeechQueueAnnouncement] = true
      #endif
      if #available(iOS 17, tvOS 17, visionOS 1, *) {
        attributes[.accessibilitySpeechAnnouncementPriority] = UIAccessibilityPriority.high
      }
      UIAccessibility.post(
        notification: .announcement, argument: NSAttributedString(string: message, attributes: attributes))
    }

    /// A `UIAlertController` presented by the topmost view controller over the rows. An action
    /// sheet is a popover on an iPad, which UIKit requires to point somewhere: the row's cell,
    /// else the middle of the scroll view without an arrow
    /// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview).
    /// Without a view controller the dialog is cancelled at once, so nothing runs unasked; an
    /// alert UIKit dismisses without an action is cancelled when released, so the next dialog
    /// can show.
    package func presentDialog(_ dialog: TableDialog, forRowAt indexPath: IndexPath?, of engine: TableEngine) {
      guard let scrollView, var presenter = scrollView.viewController, let serial = engine.shownDialog?.serial else {
        engine.cancelDialog()
        return
      }
      while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
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
        if let indexPath, let cell = rowList?.rowCell(at: indexPath) {
          popover.sourceView = cell
          popover.sourceRect = cell.bounds
        } else {
          popover.sourceView = scrollView
          popover.sourceRect = CGRect(x: scrollView.bounds.midX, y: scrollView.bounds.midY, width: 0, height: 0)
          popover.permittedArrowDirections = []
        }
      }
      let observer = DeallocationObserver { [weak engine] in
        Task { @MainActor in engine?.cancelDialog(shownAs: serial) }
      }
      objc_setAssociatedObject(alert, &Self.dialogObserverKey, observer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      presenter.present(alert, animated: true)
    }

    nonisolated(unsafe) private static var dialogObserverKey: UInt8 = 0
  }

  extension UIResponder {
    /// The view controller this responder is shown by.
    fileprivate var viewController: UIViewController? {
      sequence(first: self, next: { $0.next }).lazy.compactMap { $0 as? UIViewController }.first
    }
  }
#endif
