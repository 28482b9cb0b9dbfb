#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension UITableViewCell {
    /// Shows the row's state, after every configuration of every cell: a reused cell never
    /// keeps another row's. A disabled row takes no touches
    /// (https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled), and
    /// its controls and labels draw dimmed
    /// (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled,
    /// https://developer.apple.com/documentation/uikit/uilabel/isenabled).
    package func apply(_ state: RowState) {
      accessibilityIdentifier = state.accessibilityIdentifier
      let isAvailable = state.availability.isEnabled
      showInContent(icon: state.icon, failure: state.status.message, dimmed: !isAvailable)
      showAccessory(state)
      // Found in the hierarchy: `textLabel` would create a label, and a busy row's control is
      // inside its activity accessory.
      let views = [contentView, accessoryView].compactMap { $0 }.flatMap(\.withSubviews)
      showTint(state.tint, in: views)
      isUserInteractionEnabled = isAvailable
      for view in views {
        if let control = view as? UIControl {
          control.isEnabled = state.controlIsEnabled
        } else if let label = view as? UILabel {
          label.isEnabled = isAvailable
        }
      }
      applyAccessibility(state.accessibility)
    }

    /// In the list content configuration the cell's `configure(with:)` just set, a fresh one for
    /// every row, so a reused cell keeps none of them; set once, as each assignment applies the
    /// whole configuration. A row without an icon keeps the image its cell chose. The dimming
    /// is in the configuration, which UIKit may apply again on a state change: `updated(for:)`
    /// keeps it
    /// (https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)).
    /// A cell with another configuration shows no icon, and the failure under its `textLabel`.
    private func showInContent(icon: RowIcon?, failure: String?, dimmed: Bool) {
      guard icon != nil || failure != nil || dimmed else { return }
      guard var content = contentConfiguration as? UIListContentConfiguration else {
        if let failure, let label = textLabel {
          label.attributedText = Self.title(label.text, withFailure: failure)
          label.numberOfLines = 0
        }
        return
      }
      if let icon { content.image = icon.uiImage }
      if let failure { content.attributedText = Self.title(content.text, withFailure: failure) }
      if dimmed {
        let dim = UIConfigurationColorTransformer { $0.withAlphaComponent(0.4) }
        content.textProperties.colorTransformer = dim
        content.secondaryTextProperties.colorTransformer = dim
        content.imageProperties.tintColorTransformer = dim
      }
      contentConfiguration = content
    }

    /// The failure under the title, in red.
    private static func title(_ title: String?, withFailure failure: String) -> NSAttributedString {
      let text = NSMutableAttributedString(string: title ?? "")
      let attributes: [NSAttributedString.Key: Any] = [
        .foregroundColor: UIColor.systemRed, .font: UIFont.preferredFont(forTextStyle: .footnote),
      ]
      text.append(NSAttributedString(string: "\n" + failure, attributes: attributes))
      return text
    }

    /// As the cell's `tintColor`, which its checkmark, a button row's title (`UIColor.tintColor`),
    /// a slider's track and an icon without a background follow, and as a switch's
    /// `onTintColor`, which does not follow the tint
    /// (https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor). Without a tint a
    /// cell the host never tinted keeps the colours it chose; one it tinted for another row
    /// takes its table's tint and the switch's default green again (`nil`).
    private func showTint(_ tint: TableColor?, in views: [UIView]) {
      let color = tint?.uiColor
      let shown = objc_getAssociatedObject(self, &Self.shownTintKey) as? UIColor
      guard color != nil || shown != nil else { return }
      tintColor = color
      #if !os(tvOS)
        for case let toggle as UISwitch in views { toggle.onTintColor = color }
      #endif
      objc_setAssociatedObject(self, &Self.shownTintKey, color, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    nonisolated(unsafe) private static var shownTintKey: UInt8 = 0

    /// The activity indicator or the lock in the accessory's place (`RowState.accessoryOverlay`),
    /// else the row's own accessory, shown again.
    private func showAccessory(_ state: RowState) {
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
        accessoryView = AvailabilityLockView(image: UIImage(systemName: "lock.fill"))
        accessoryView?.tintColor = .secondaryLabel
        // The reason is spoken as the row's hint.
        accessoryView?.isAccessibilityElement = false
      case .lock: break
      case .none:
        own?.isHidden = false
        if accessoryView !== own { accessoryView = own }
      }
    }
  }

  extension UIView {
    var withSubviews: [UIView] { [self] + subviews.flatMap(\.withSubviews) }
  }

  final class AvailabilityLockView: UIImageView {}

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
