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
      showIcon(state.icon)
      showAccessory(state)
      showTint(state.tint)
      if let message = state.status.message { showFailure(message) }
      let isAvailable = state.availability.isEnabled
      isUserInteractionEnabled = isAvailable
      // Labels are found in the hierarchy: `textLabel` would create one.
      for view in shownViews {
        if let control = view as? UIControl {
          control.isEnabled = state.controlIsEnabled
        } else if let label = view as? UILabel {
          label.isEnabled = isAvailable
        }
      }
      if !isAvailable { dimContentConfiguration() }
      applyAccessibility(state.accessibility)
    }

    /// In the list content configuration the cell's `configure(with:)` just set (a fresh one
    /// for every row, so a reused cell keeps no icon); a row without an icon keeps the image
    /// its cell chose, and a cell with another configuration shows no icon.
    private func showIcon(_ icon: RowIcon?) {
      guard let icon, var content = contentConfiguration as? UIListContentConfiguration else { return }
      content.image = icon.uiImage
      contentConfiguration = content
    }

    /// As the cell's `tintColor`, which its checkmark, a button row's title (`UIColor.tintColor`),
    /// a slider's track and an icon without a background follow, and as a switch's
    /// `onTintColor`, which does not follow the tint
    /// (https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor). Without a tint a
    /// cell the host never tinted keeps the colours it chose; one it tinted for another row
    /// takes its table's tint and the switch's default green again (`nil`).
    private func showTint(_ tint: TableColor?) {
      let color = tint?.uiColor
      let shown = objc_getAssociatedObject(self, &Self.shownTintKey) as? UIColor
      guard color != nil || shown != nil else { return }
      tintColor = color
      #if !os(tvOS)
        // Found in the hierarchy: a busy row's switch is inside its activity accessory.
        for case let toggle as UISwitch in shownViews { toggle.onTintColor = color }
      #endif
      objc_setAssociatedObject(self, &Self.shownTintKey, color, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    nonisolated(unsafe) private static var shownTintKey: UInt8 = 0

    /// The content, the accessory and every view inside them.
    private var shownViews: [UIView] {
      [contentView, accessoryView].compactMap { $0 }.flatMap(\.withSubviews)
    }

    /// In the configuration, which UIKit may apply again on a state change: `updated(for:)`
    /// keeps it
    /// (https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)).
    private func dimContentConfiguration() {
      guard var content = contentConfiguration as? UIListContentConfiguration else { return }
      let dimmed = UIConfigurationColorTransformer { $0.withAlphaComponent(0.4) }
      content.textProperties.colorTransformer = dimmed
      content.secondaryTextProperties.colorTransformer = dimmed
      content.imageProperties.tintColorTransformer = dimmed
      contentConfiguration = content
    }

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

    /// Under the title, in red.
    private func showFailure(_ message: String) {
      func titled(_ title: String?) -> NSAttributedString {
        let text = NSMutableAttributedString(string: title ?? "")
        let attributes: [NSAttributedString.Key: Any] = [
          .foregroundColor: UIColor.systemRed, .font: UIFont.preferredFont(forTextStyle: .footnote),
        ]
        text.append(NSAttributedString(string: "\n" + message, attributes: attributes))
        return text
      }
      if var configuration = contentConfiguration as? UIListContentConfiguration {
        configuration.attributedText = titled(configuration.text)
        contentConfiguration = configuration
      } else if let label = textLabel {
        label.attributedText = titled(label.text)
        label.numberOfLines = 0
      }
    }
  }

  extension UIView {
    /// The view and every view inside it.
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
