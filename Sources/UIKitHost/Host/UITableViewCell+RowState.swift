#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // The one place a cell shows what the engine decided of its row besides its data
  // (`RowState`): whether the row can be used, what it is doing, whether its control acts,
  // what VoiceOver says and what UI tests find it by. The adapter calls it after every configuration, for every cell, so a
  // custom component's cell gets the built-in rows' treatment, and a reused cell never keeps
  // the state of the row it showed before.
  extension UITableViewCell {
    /// Shows `state`.
    ///
    /// - A disabled row takes no touches: a cell whose `isUserInteractionEnabled` is `false`
    ///   gets none, so its row is not selected, not swiped and its controls do not change
    ///   (https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled).
    /// - Its controls and labels draw dimmed: a control whose `isEnabled` is `false` "draws
    ///   itself with a dimmed appearance"
    ///   (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled),
    ///   and a label whose `isEnabled` is `false` draws its text dimmed
    ///   (https://developer.apple.com/documentation/uikit/uilabel/isenabled).
    /// - A busy row shows an activity indicator in its control's place, a failed one its message.
    /// - Every control is enabled exactly when `state.controlIsEnabled` says so: a busy row's
    ///   control does not act, whatever the availability.
    /// - The cell takes the row's `accessibilityIdentifier`, or none: set on every row, so a
    ///   reused cell never answers a UI test's query for the row it showed before.
    package func apply(_ state: RowState) {
      accessibilityIdentifier = state.accessibilityIdentifier
      showsActivity(state.status.isBusy)
      if let message = state.status.message { showFailure(message) }
      let isAvailable = state.availability.isEnabled
      isUserInteractionEnabled = isAvailable
      Self.setEnabled(label: isAvailable, control: state.controlIsEnabled, in: contentView)
      if let accessory = accessoryView, !(accessory is AvailabilityLockView) {
        Self.setEnabled(label: isAvailable, control: state.controlIsEnabled, in: accessory)
      }
      showsLock(state.availability.reason != nil)
      if !isAvailable { dimContentConfiguration() }
      if let description = state.accessibility { applyAccessibility(description) }
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

    /// Every label under `view` (and `view` itself) enabled as `label` says, every control as
    /// `control` says. The labels are found in the hierarchy rather than through `textLabel`,
    /// which would create one in a cell that shows a content configuration.
    private static func setEnabled(label: Bool, control: Bool, in view: UIView) {
      if let view = view as? UIControl {
        view.isEnabled = control
      } else if let view = view as? UILabel {
        view.isEnabled = label
      }
      for subview in view.subviews { setEnabled(label: label, control: control, in: subview) }
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
