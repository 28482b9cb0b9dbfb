#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // A table cell's part of drawing a row's state (`UIKitRowCell.apply(_:)`): its accessory
  // place, and the failure under its `textLabel`.
  extension UITableViewCell: UIKitRowCell {
    func showFailureOutsideListContent(_ failure: String) {
      guard let label = textLabel else { return }
      label.attributedText = Self.title(label.text, withFailure: failure)
      label.numberOfLines = 0
    }

    /// The activity indicator or the lock in the accessory's place (`RowState.accessoryOverlay`),
    /// else the row's own accessory, shown again.
    func showAccessory(_ state: RowState) -> [UIView] {
      let activity = accessoryView as? RowActivityAccessory
      let own: UIView? =
        if let activity { activity.control } else if accessoryView is AvailabilityLockView { nil } else {
          accessoryView
        }
      switch state.accessoryOverlay(hasOwnAccessory: own != nil || accessoryType != .none) {
      case .activity:
        if let activity {
          activity.indicator.startAnimating()
        } else {
          accessoryView = RowActivityAccessory(control: own)
        }
      case .lock where !(accessoryView is AvailabilityLockView):
        accessoryView = AvailabilityLockView()
      case .lock: break
      case .none:
        own?.isHidden = false
        if accessoryView !== own { accessoryView = own }
      }
      return [accessoryView].compactMap { $0 }
    }
  }

  final class RowActivityAccessory: UIView {
    let indicator: UIActivityIndicatorView
    let control: UIView?

    init(control: UIView?) {
      let indicator = UIActivityIndicatorView(style: .medium)
      indicator.startAnimating()
      indicator.frame.size = indicator.intrinsicContentSize
      self.indicator = indicator
      self.control = control
      super.init(
        frame: CGRect(
          origin: .zero,
          size: ActivityAccessoryLayout.size(control: control?.frame.size, indicator: indicator.frame.size)))
      control?.isHidden = true
      for view in [control, indicator].compactMap({ $0 }) {
        view.center = CGPoint(x: bounds.midX, y: bounds.midY)
        addSubview(view)
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code only") }
  }
#endif
