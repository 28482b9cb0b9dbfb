#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // A disabled row on UIKit: the cell takes no touches (no selection, no swipe, no control
  // change), its controls and labels draw dimmed, and a row with a reason shows a lock where it
  // has no accessory of its own. VoiceOver gets the not-enabled trait and the reason from the
  // row's accessibility description, which the engine applies next.
  extension UITableViewCell: AvailabilityApplying {
    /// Dims the cell and stops its controls when `availability` is disabled; restores them
    /// when it is enabled (a reused cell may have shown a disabled row).
    ///
    /// - A cell whose `isUserInteractionEnabled` is `false` gets no touches, so its row is not
    ///   selected, not swiped and its controls do not change
    ///   (https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled).
    /// - A control whose `isEnabled` is `false` "draws itself with a dimmed appearance"
    ///   (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled),
    ///   and a label whose `isEnabled` is `false` draws its text dimmed
    ///   (https://developer.apple.com/documentation/uikit/uilabel/isenabled).
    package func applyAvailability(_ availability: RowAvailability) {
      let isEnabled = availability.isEnabled
      isUserInteractionEnabled = isEnabled
      Self.setEnabled(isEnabled, in: contentView)
      if let control = accessoryView as? UIControl { control.isEnabled = isEnabled }
      if let accessory = accessoryView, !(accessory is UIControl), !(accessory is AvailabilityLockView) {
        Self.setEnabled(isEnabled, in: accessory)
      }
      showsLock(availability.reason != nil)
      if !isEnabled { dimContentConfiguration() }
    }

    /// Dims the text of a list content configuration (the built-in cells show one): its
    /// labels belong to UIKit's content view, which may apply the configuration to them again
    /// on a state change, so the dimming goes into the configuration as color transformers,
    /// which `updated(for:)` keeps as customized properties
    /// (https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)).
    /// The cell's next `configure(with:)` sets a fresh configuration, so a reused cell shows an
    /// enabled row undimmed.
    private func dimContentConfiguration() {
      guard var content = contentConfiguration as? UIListContentConfiguration else { return }
      let dimmed = UIConfigurationColorTransformer { $0.withAlphaComponent(0.4) }
      content.textProperties.colorTransformer = dimmed
      content.secondaryTextProperties.colorTransformer = dimmed
      content.imageProperties.tintColorTransformer = dimmed
      contentConfiguration = content
    }

    /// Every control and label under `view` enabled or not. The labels are found in the
    /// hierarchy rather than through `textLabel`, which would create one in a cell that shows
    /// a content configuration.
    private static func setEnabled(_ isEnabled: Bool, in view: UIView) {
      for subview in view.subviews {
        if let control = subview as? UIControl {
          control.isEnabled = isEnabled
        } else if let label = subview as? UILabel {
          label.isEnabled = isEnabled
        }
        setEnabled(isEnabled, in: subview)
      }
    }

    /// Shows a lock as the accessory of a row disabled with a reason, when the row has no
    /// accessory of its own (a switch or a disclosure stays, dimmed); removes it otherwise.
    private func showsLock(_ shows: Bool) {
      if shows {
        guard accessoryView == nil, accessoryType == .none else { return }
        accessoryView = AvailabilityLockView()
      } else if accessoryView is AvailabilityLockView {
        accessoryView = nil
      }
    }
  }

  /// The lock a row disabled with a reason shows; the reason itself is spoken (the row's
  /// accessibility hint), so the image is hidden from VoiceOver.
  final class AvailabilityLockView: UIImageView {
    init() {
      super.init(image: UIImage(systemName: "lock.fill"))
      tintColor = .secondaryLabel
      isAccessibilityElement = false
      sizeToFit()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not made from a storyboard") }
  }
#endif
