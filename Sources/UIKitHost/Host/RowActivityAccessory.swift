#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // How a cell draws its row's `RowStatus` (see `apply(_:)`): while a change is pending or a
  // value loads, an activity indicator stands in the accessory's place; a failure's message
  // shows under the title in red.
  extension UITableViewCell {
    /// Puts an activity indicator in the accessory view's place while `busy`, and gives the
    /// accessory back after.
    func showsActivity(_ busy: Bool) {
      if busy {
        if let accessory = accessoryView as? RowActivityAccessory {
          accessory.indicator.startAnimating()
        } else {
          accessoryView = RowActivityAccessory(control: accessoryView)
        }
      } else if let accessory = accessoryView as? RowActivityAccessory {
        accessory.control?.isHidden = false
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

  /// The accessory of a busy row: an activity indicator in place of the row's own accessory
  /// view, in a frame of that view's size, so the row's text keeps its room and nothing moves
  /// while the change is under way. The view stays inside, hidden, and comes back when the row
  /// is idle again.
  final class RowActivityAccessory: UIView {
    let indicator: UIActivityIndicatorView
    /// The row's own accessory view (its switch, stepper or slider), or `nil`.
    let control: UIView?

    init(control: UIView?) {
      indicator = UIActivityIndicatorView(style: .medium)
      self.control = control
      super.init(frame: .zero)
      indicator.startAnimating()
      let indicatorSize = indicator.intrinsicContentSize
      let size = control.map { $0.frame.size } ?? indicatorSize
      frame.size = CGSize(width: max(size.width, indicatorSize.width), height: max(size.height, indicatorSize.height))
      if let control {
        control.isHidden = true
        control.frame.origin = CGPoint(
          x: (frame.width - control.frame.width) / 2, y: (frame.height - control.frame.height) / 2)
        addSubview(control)
      }
      indicator.frame = CGRect(
        origin: CGPoint(x: (frame.width - indicatorSize.width) / 2, y: (frame.height - indicatorSize.height) / 2),
        size: indicatorSize)
      addSubview(indicator)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("RowActivityAccessory is created in code only")
    }
  }
#endif
