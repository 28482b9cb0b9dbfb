#if canImport(UIKit) && !os(watchOS)
  // The settings kit is left out on tvOS, which has no UISwitch or UIStepper
  // (https://developer.apple.com/documentation/uikit/uiswitch and
  // https://developer.apple.com/documentation/uikit/uistepper list iOS, Mac Catalyst and visionOS
  // only).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    // The UIKit host's cells for the built-in rows without controls. Each uses a standard cell
    // style, so the rows look like the system's own settings and size themselves with Dynamic
    // Type: every height is `.automatic`, with 44 pt (the standard row) as the estimate. Their
    // labels follow the text size as it changes and wrap rather than truncate, so a row grows
    // at the large accessibility sizes; the table host drops its measured heights when the
    // size changes (`TextSizeObserver`). Standard styles and accessory views are mirrored by
    // UIKit in right-to-left languages. Each cell is one VoiceOver element that says its row's
    // `AccessibilityDescription`, which the engine applies after configuring it.

    extension UITableViewCell {
      /// The labels of a standard cell style follow the user's text size and wrap.
      func adaptLabelsToDynamicType() {
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) {
          label.adjustsFontForContentSizeCategory = true
          label.numberOfLines = 0
        }
      }
    }

    /// Shows `TextRowData`: the title, in the `.default` cell style.
    @MainActor
    public final class UIKitTextCell: UITableViewCell, ComponentView {
      /// Shows the title.
      public func configure(with data: TextRowData) {
        textLabel?.text = data.title
        adaptLabelsToDynamicType()
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      public static func height(for data: TextRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Shows `SubtitleRowData`: the title, and the subtitle under it (`.subtitle` style).
    @MainActor
    public final class UIKitSubtitleCell: UITableViewCell, ComponentView {
      /// Creates the cell in the `.subtitle` style whatever `style` says: UITableView creates
      /// registered classes with `.default`, so the style is chosen here.
      public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        detailTextLabel?.textColor = .secondaryLabel
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      public required init?(coder: NSCoder) {
        fatalError("UIKitSubtitleCell is created in code only")
      }

      /// Shows the title and the subtitle.
      public func configure(with data: SubtitleRowData) {
        textLabel?.text = data.title
        detailTextLabel?.text = data.subtitle
        adaptLabelsToDynamicType()
      }

      /// Sized by the cell itself (two lines); 56 pt until it is measured.
      public static func height(for data: SubtitleRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 56)
      }
    }

    /// Shows `ValueRowData`: the title, the value on the right (`.value1` style) and, for a row
    /// that opens another screen, a disclosure indicator.
    @MainActor
    public final class UIKitValueCell: UITableViewCell, ComponentView {
      /// Creates the cell in the `.value1` style whatever `style` says (see `UIKitSubtitleCell`).
      public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      public required init?(coder: NSCoder) {
        fatalError("UIKitValueCell is created in code only")
      }

      /// Shows the title, the value and the disclosure indicator. A plain value row has no
      /// selection closure, so it does not highlight when touched.
      public func configure(with data: ValueRowData) {
        textLabel?.text = data.title
        detailTextLabel?.text = data.value
        accessoryType = data.showsDisclosure ? .disclosureIndicator : .none
        selectionStyle = data.showsDisclosure ? .default : .none
        adaptLabelsToDynamicType()
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      public static func height(for data: ValueRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Shows `CheckmarkRowData`: the title, and the checkmark accessory when checked.
    @MainActor
    public final class UIKitCheckmarkCell: UITableViewCell, ComponentView {
      /// Shows the title and the checkmark.
      public func configure(with data: CheckmarkRowData) {
        textLabel?.text = data.title
        accessoryType = data.isChecked ? .checkmark : .none
        adaptLabelsToDynamicType()
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      public static func height(for data: CheckmarkRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Shows `ButtonRowData`: the title in the tint colour, or in red when destructive.
    @MainActor
    public final class UIKitButtonCell: UITableViewCell, ComponentView {
      // `UIAccessibilityTraits.button` is a mutable C global in SDKs before iOS 18, which Swift 6
      // refuses to read; a button's own traits hold the same flag and compile on every SDK.
      private static let buttonTraits = UIButton(type: .system).accessibilityTraits

      /// Creates the cell and marks it as a button for VoiceOver.
      public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityTraits = Self.buttonTraits
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      public required init?(coder: NSCoder) {
        fatalError("UIKitButtonCell is created in code only")
      }

      /// Shows the title in the colour of its role. `UIColor.tintColor` (iOS 15) follows the
      /// tint of wherever the cell ends up, which is not known yet while it is configured.
      public func configure(with data: ButtonRowData) {
        let color: UIColor = data.role == .destructive ? .systemRed : .tintColor
        textLabel?.text = data.title
        textLabel?.textColor = color
        adaptLabelsToDynamicType()
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      public static func height(for data: ButtonRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }
  #endif
#endif
