#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // Keyboard avoidance, by the framework: a table shown by a plain `UIViewController` (the
  // example, `UIKitTableNavigator(root:tableView:in:)`) is not moved out of the keyboard's way
  // by anyone. Only `UITableViewController` adjusts its table for the keyboard, so a
  // table it owns is left to it.
  //
  // UIKit facts relied on:
  // - `keyboardWillChangeFrameNotification` and `keyboardWillHideNotification` carry the
  //   keyboard's final frame under `keyboardFrameEndUserInfoKey`, "in the screen's coordinate
  //   space", which differs from a view's in Split View, Slide Over and Stage Manager, so it is
  //   converted
  //   (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey,
  //   https://developer.apple.com/documentation/uikit/uiresponder/keyboardframebeginuserinfokey).
  //   tvOS has neither key.
  // - Apple now suggests `UIKeyboardLayoutGuide` (iOS 15) instead (same page): that constrains
  //   the table's frame, which belongs to the app's layout, not to the table's data source;
  //   the example app does use it, and then the table ends above the keyboard and the inset
  //   here is zero (`KeyboardOverlap`), once the guide has moved it: measured after layout.
  // - An observer added with `addObserver(_:selector:name:object:)` need not be removed on
  //   iOS 9 and later
  //   (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)).
  #if os(iOS) || os(visionOS)
    extension TableViewAdapter {
      /// Starts following the keyboard for the adapter's table.
      func startAvoidingKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)),
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)),
          name: UIResponder.keyboardWillHideNotification, object: nil)
      }

      /// Sets the table's bottom inset to what the keyboard covers (`KeyboardOverlap`), keeping
      /// the part of the inset the app set itself, and scrolls the row being edited into view.
      ///
      /// Measured on the next turn of the main queue, after a layout pass: the notification
      /// comes before a `keyboardLayoutGuide` constraint or SwiftUI's keyboard safe area has
      /// shortened the table ("the layout guide ... tracks the keyboard's position",
      /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide), and an inset
      /// measured from the frame of before would add the keyboard's height under a table that
      /// already ends above the keyboard: a blank band.
      @objc func keyboardWillChangeFrame(_ notification: Notification) {
        let hides = notification.name == UIResponder.keyboardWillHideNotification
        let screenFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        DispatchQueue.main.async { [weak self] in
          MainActor.assumeIsolated { self?.followKeyboard(screenFrame: hides ? nil : screenFrame) }
        }
      }

      private func followKeyboard(screenFrame: CGRect?) {
        guard let tableView = host.tableView,
          (tableView.next as? UITableViewController)?.tableView !== tableView,
          let inset = KeyboardOverlap.insetAfterNotification(
            keyboardHides: screenFrame == nil, tableIsInWindow: tableView.window != nil,
            measure: { Self.measuredInset(of: tableView, keyboardScreenFrame: screenFrame) })
        else { return }
        guard inset != keyboardInset else { return }
        tableView.contentInset.bottom += inset - keyboardInset
        tableView.verticalScrollIndicatorInsets.bottom += inset - keyboardInset
        keyboardInset = inset
        if inset > 0, let editing = tableView.visibleCells.first(where: { $0.containsFirstResponder }),
          let indexPath = tableView.indexPath(for: editing)
        {
          tableView.scrollToRow(at: indexPath, at: .none, animated: true)
        }
      }
    }

    extension TableViewAdapter {
      /// The inset a keyboard whose frame is `screenFrame` (in the screen's coordinates) needs
      /// in `tableView`, which is in a window.
      fileprivate static func measuredInset(of tableView: UITableView, keyboardScreenFrame screenFrame: CGRect?)
        -> CGFloat
      {
        // visionOS has no screen (`UIWindow.screen` is unavailable there): its keyboard floats
        // in a window of its own beside the app's and covers no rows.
        #if os(visionOS)
          return 0
        #else
          guard let screenFrame, let window = tableView.window, let superview = tableView.superview else { return 0 }
          superview.layoutIfNeeded()
          let keyboard = superview.convert(screenFrame, from: window.screen.coordinateSpace)
          return KeyboardOverlap.bottomInset(
            tableFrame: tableView.frame, keyboardFrame: keyboard, safeAreaBottom: tableView.safeAreaInsets.bottom)
        #endif
      }
    }

    extension UIView {
      /// Whether this view or one inside it is the first responder (a cell's text field).
      fileprivate var containsFirstResponder: Bool {
        isFirstResponder || subviews.contains { $0.containsFirstResponder }
      }
    }
  #else
    extension TableViewAdapter {
      /// tvOS has no keyboard notifications to follow (its keyboard is a screen of its own).
      func startAvoidingKeyboard() {}
    }
  #endif
#endif
