#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // How a cell draws its row's `RowStatus`, after the engine configured it: while a change is
  // pending or a value loads, an activity indicator stands beside the accessory control and the
  // control is disabled; a failure's message shows under the title in red. Every cell adopts
  // it, so a custom component whose data carries a status gets the same treatment.
  extension UITableViewCell: RowStatusApplying {
    /// Shows `status`: an activity indicator (and the accessory control disabled) while
    /// pending or loading, a failure's message under the title, or neither.
    package func applyRowStatus(_ status: RowStatus) {
      let busy = status == .pending || status == .loading
      if busy {
        showActivity()
      } else if let accessory = accessoryView as? RowActivityAccessory {
        accessoryView = accessory.control
        (accessory.control as? UIControl)?.isEnabled = accessory.controlWasEnabled
      }
      if let message = status.message { showFailure(message) }
    }

    /// Puts an activity indicator before the accessory control (or in place of an empty
    /// accessory) and disables the control, so it cannot send another change meanwhile.
    private func showActivity() {
      if let accessory = accessoryView as? RowActivityAccessory {
        accessory.indicator.startAnimating()
        // Configured again while busy: the cell may have enabled its control (a stepper sets
        // it from its range), which is what it goes back to.
        if let control = accessory.control as? UIControl, control.isEnabled {
          accessory.controlWasEnabled = true
          control.isEnabled = false
        }
        return
      }
      let control = accessoryView
      let accessory = RowActivityAccessory(control: control)
      if let control = control as? UIControl {
        accessory.controlWasEnabled = control.isEnabled
        control.isEnabled = false
      }
      accessoryView = accessory
    }

    /// Adds `message` under the title, in red: in the content configuration when the cell has
    /// one, else in its text label, which then wraps.
    private func showFailure(_ message: String) {
      if var configuration = contentConfiguration as? UIListContentConfiguration {
        let title = configuration.text ?? ""
        configuration.attributedText = Self.titled(title, failure: message)
        contentConfiguration = configuration
      } else if let label = textLabel {
        label.attributedText = Self.titled(label.text ?? "", failure: message)
        label.numberOfLines = 0
      }
    }

    private static func titled(_ title: String, failure message: String) -> NSAttributedString {
      let text = NSMutableAttributedString(string: title)
      text.append(
        NSAttributedString(
          string: "\n" + message,
          attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.preferredFont(forTextStyle: .footnote)]))
      return text
    }
  }

  /// The accessory of a busy row: an activity indicator before the row's own accessory view.
  final class RowActivityAccessory: UIView {
    let indicator: UIActivityIndicatorView
    /// The row's own accessory view (its switch, stepper or slider), or `nil`.
    let control: UIView?
    /// Whether the control was enabled before the row became busy.
    var controlWasEnabled = true

    init(control: UIView?) {
      indicator = UIActivityIndicatorView(style: .medium)
      self.control = control
      super.init(frame: .zero)
      indicator.startAnimating()
      addSubview(indicator)
      if let control { addSubview(control) }
      let spacing: CGFloat = 8
      let indicatorSize = indicator.intrinsicContentSize
      let controlSize = control?.frame.size ?? .zero
      let height = max(indicatorSize.height, controlSize.height)
      indicator.frame = CGRect(
        origin: CGPoint(x: 0, y: (height - indicatorSize.height) / 2), size: indicatorSize)
      control?.frame.origin = CGPoint(x: indicatorSize.width + spacing, y: (height - controlSize.height) / 2)
      frame.size = CGSize(
        width: indicatorSize.width + (control == nil ? 0 : spacing + controlSize.width), height: height)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("RowActivityAccessory is created in code only")
    }
  }
#endif
