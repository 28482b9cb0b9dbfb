#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // How a cell draws its row's `RowStatus` (see `apply(_:)`): while a change is pending or a
  // value loads, an activity indicator stands beside the accessory; a failure's message shows
  // under the title in red.
  extension UITableViewCell {
    /// Puts an activity indicator before the accessory view (or in place of an empty
    /// accessory) while `busy`, and gives the accessory back after.
    func showsActivity(_ busy: Bool) {
      if busy {
        if let accessory = accessoryView as? RowActivityAccessory {
          accessory.indicator.startAnimating()
        } else {
          accessoryView = RowActivityAccessory(control: accessoryView)
        }
      } else if let accessory = accessoryView as? RowActivityAccessory {
        accessoryView = accessory.control
      }
    }

    /// Adds `message` under the title, in red: in the content configuration when the cell has
    /// one, else in its text label, which then wraps.
    func showFailure(_ message: String) {
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
