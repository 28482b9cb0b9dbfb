// Only iOS: tvOS has no keyboard notifications (its keyboard is a screen of its own), and
// visionOS's keyboard floats in a window of its own, covering no rows.
#if os(iOS)
  import ComponentTable
  import UIKit

  // Keyboard avoidance for a table shown by a plain `UIViewController`, which nobody moves out
  // of the keyboard's way; a `UITableViewController` adjusts its own table and is left to it.
  //
  // The keyboard's end frame is "in the screen's coordinate space", which differs from a
  // view's in Split View, Slide Over and Stage Manager, so it is converted
  // (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey).
  // Observers added with `addObserver(_:selector:name:object:)` need no removal
  // (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)).
  extension UIKitTableHost {
    func startAvoidingKeyboard() {
      for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)), name: name, object: nil)
      }
    }

    /// Measured on the next turn of the main queue, after a `keyboardLayoutGuide` constraint
    /// or SwiftUI's keyboard safe area has shortened the table
    /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide): measured now,
    /// the keyboard's height would be added under a table that ends above it.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
      let hides = notification.name == UIResponder.keyboardWillHideNotification
      let screenFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.followKeyboard(screenFrame: hides ? nil : screenFrame) }
      }
    }

    private func followKeyboard(screenFrame: CGRect?) {
      guard let tableView,
        let change = keyboardInset.follow(
          keyboardHides: screenFrame == nil, tableIsInWindow: tableView.window != nil,
          avoidedElsewhere: (tableView.next as? UITableViewController)?.tableView === tableView,
          measure: { Self.keyboardOverlap(of: tableView, screenFrame: screenFrame) })
      else { return }
      tableView.contentInset.bottom += change
      tableView.verticalScrollIndicatorInsets.bottom += change
      if keyboardInset.revealsEditedRow,
        let editing = tableView.visibleCells.first(where: { $0.withSubviews.contains(where: \.isFirstResponder) }),
        let indexPath = tableView.indexPath(for: editing)
      {
        tableView.scrollToRow(at: indexPath, at: .none, animated: true)
      }
    }

    private static func keyboardOverlap(of tableView: UITableView, screenFrame: CGRect?) -> CGFloat {
      guard let screenFrame, let window = tableView.window, let superview = tableView.superview else { return 0 }
      superview.layoutIfNeeded()
      let keyboard = superview.convert(screenFrame, from: window.screen.coordinateSpace)
      return KeyboardOverlap.bottomInset(
        tableFrame: tableView.frame, keyboardFrame: keyboard, safeAreaBottom: tableView.safeAreaInsets.bottom)
    }
  }
#endif
