#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// A cell either UIKit host shows a row in: `UITableViewCell` and `UICollectionViewCell`
  /// have the same content properties; what takes the accessory's place differs
  /// (`showAccessory(_:)`).
  @MainActor
  protocol UIKitRowCell: UIView {
    var contentView: UIView { get }
    var contentConfiguration: (any UIContentConfiguration)? { get set }

    /// Shows the row's accessory state (`RowState.accessoryOverlay(hasOwnAccessory:)`), and
    /// returns the views outside `contentView` that hold the row's controls.
    func showAccessory(_ state: RowState) -> [UIView]

    /// Shows `failure` under the title of a cell whose content is not a list content
    /// configuration.
    func showFailureOutsideListContent(_ failure: String)
  }

  extension UIKitRowCell {
    /// Shows the row's state, after every configuration of every cell: a reused cell never
    /// keeps another row's. A disabled row takes no touches
    /// (https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled), and
    /// its controls and labels draw dimmed
    /// (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled,
    /// https://developer.apple.com/documentation/uikit/uilabel/isenabled).
    func apply(_ state: RowState) {
      accessibilityIdentifier = state.accessibilityIdentifier
      let isAvailable = state.availability.isEnabled
      showInContent(icon: state.icon, failure: state.status.message, dimmed: !isAvailable)
      // Found in the hierarchy: `textLabel` would create a label, and a busy row's control is
      // inside its activity accessory.
      let views = ([contentView] + showAccessory(state)).flatMap(\.withSubviews)
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
    /// A cell with another configuration shows no icon, and the failure as its cell type can.
    private func showInContent(icon: RowIcon?, failure: String?, dimmed: Bool) {
      guard icon != nil || failure != nil || dimmed else { return }
      guard var content = contentConfiguration as? UIListContentConfiguration else {
        if let failure { showFailureOutsideListContent(failure) }
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
    static func title(_ title: String?, withFailure failure: String) -> NSAttributedString {
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
      let shown = objc_getAssociatedObject(self, &shownTintKey) as? UIColor
      guard color != nil || shown != nil else { return }
      tintColor = color
      #if !os(tvOS)
        for case let toggle as UISwitch in views { toggle.onTintColor = color }
      #endif
      objc_setAssociatedObject(self, &shownTintKey, color, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The key of the tint a cell was given last.
  nonisolated(unsafe) private var shownTintKey: UInt8 = 0

  extension UIView {
    var withSubviews: [UIView] { [self] + subviews.flatMap(\.withSubviews) }
  }

  /// The lock in the accessory's place of a row disabled for a reason, which is spoken as the
  /// row's hint rather than by the lock.
  final class AvailabilityLockView: UIImageView {
    convenience init() {
      self.init(image: UIImage(systemName: "lock.fill"))
      tintColor = .secondaryLabel
      isAccessibilityElement = false
    }
  }

#endif
