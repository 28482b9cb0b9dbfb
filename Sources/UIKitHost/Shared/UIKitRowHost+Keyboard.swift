// Only iOS: tvOS has no keyboard notifications (its keyboard is a screen of its own), and
// visionOS's keyboard floats in a window of its own, covering no rows.
#if os(iOS)
  import ComponentTable
  import UIKit

  // Keyboard avoidance for rows shown by a plain `UIViewController`, which nobody moves out
  // of the keyboard's way; a `UITableViewController` adjusts its own table and is left to it
  // (`avoidsKeyboardItself`).
  //
  // The keyboard's end frame is "in the screen's coordinate space", which differs from a
  // view's in Split View, Slide Over and Stage Manager, so it is converted
  // (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey).
  // Observers added with `addObserver(_:selector:name:object:)` need no removal
  // (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)).
  extension UIKitRowHost {
    func startAvoidingKeyboard() {
      for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)), name: name, object: nil)
      }
    }

    /// Measured on the next turn of the main queue, after a `keyboardLayoutGuide` constraint
    /// or SwiftUI's keyboard safe area has shortened the scroll view
    /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide): measured now,
    /// the keyboard's height would be added under rows that end above it.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
      let hides = notification.name == UIResponder.keyboardWillHideNotification
      let screenFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.followKeyboard(screenFrame: hides ? nil : screenFrame) }
      }
    }

    private func followKeyboard(screenFrame: CGRect?) {
      guard let scrollView,
        let change = keyboardInset.follow(
          keyboardHides: screenFrame == nil, tableIsInWindow: scrollView.window != nil,
          avoidedElsewhere: avoidsKeyboardItself,
          measure: { Self.keyboardOverlap(of: scrollView, screenFrame: screenFrame) })
      else { return }
      scrollView.contentInset.bottom += change
      scrollView.verticalScrollIndicatorInsets.bottom += change
      if keyboardInset.revealsEditedRow, let rows = rowList,
        let editing = rows.visibleRowCells.first(where: { $0.withSubviews.contains(where: \.isFirstResponder) }),
        let indexPath = rows.indexPath(ofCellContaining: editing)
      {
        rows.revealRow(at: indexPath)
      }
    }

    private static func keyboardOverlap(of scrollView: UIScrollView, screenFrame: CGRect?) -> CGFloat {
      guard let screenFrame, let window = scrollView.window, let superview = scrollView.superview else { return 0 }
      superview.layoutIfNeeded()
      let keyboard = superview.convert(screenFrame, from: window.screen.coordinateSpace)
      return KeyboardOverlap.bottomInset(
        tableFrame: scrollView.frame, keyboardFrame: keyboard, safeAreaBottom: scrollView.safeAreaInsets.bottom)
    }
  }
#endif
