#if canImport(UIKit) && !os(watchOS)
  // The built-in rows' cells are left out on tvOS, which has no UISwitch or UIStepper
  // (https://developer.apple.com/documentation/uikit/uiswitch and
  // https://developer.apple.com/documentation/uikit/uistepper list iOS, Mac Catalyst and visionOS
  // only).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    // The UIKit host's cells for the built-in rows without controls. Each shows its text in a
    // list content configuration (`UIListContentConfiguration`, iOS 14, Mac Catalyst 14,
    // visionOS 1, https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct),
    // UIKit's replacement for the cell's `textLabel` and `detailTextLabel`, which it lists among
    // the cell's deprecated symbols
    // (https://developer.apple.com/documentation/uikit/uitableviewcell-deprecated-symbols). The
    // configuration is the cell's own default, as Apple recommends for cells ("use their
    // defaultContentConfiguration() to get a list content configuration that has preconfigured
    // default styling"): it follows the cell's style (`.value1`, `.subtitle`, `.default`, chosen
    // in each cell's initializer) and the table's. So the rows look like the system's own
    // settings and size themselves with Dynamic Type: every height is `.automatic`, with 44 pt
    // (the standard row) as the estimate. A configuration's labels "resize automatically based
    // on the length of the text you provide and the device's Dynamic Type and accessibility
    // settings"
    // (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()),
    // and wrap rather than truncate, so a row grows at the large accessibility sizes; the table
    // host drops its measured heights when the size changes (`TextSizeObserver`). A value row
    // puts its value beside the title while both fit and under it when they do not
    // (`prefersSideBySideTextAndSecondaryText`), where the labels of the old `.value1` style
    // collided. The cell applies the configuration again for each state it enters
    // (highlighted, selected, disabled: `automaticallyUpdatesContentConfiguration`, true by
    // default), and keeps its background: "UITableViewCell automatically sets up a default
    // background configuration to provide its default appearance"
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration-24e8e),
    // which follows the table's style and is updated for each state in the same way
    // (`automaticallyUpdatesBackgroundConfiguration`); one set here (`listPlainCell()`,
    // `listGroupedCell()`) would name one list style whatever the table's is. Content
    // configurations and accessory views are mirrored by UIKit in right-to-left languages.
    // Each cell is one VoiceOver element that says its row's `AccessibilityDescription`, which
    // the host applies after configuring it.

    extension UITableViewCell {
      /// Shows `text`, and `secondaryText` unless it is `nil`, in `content` (by default the
      /// cell's `defaultContentConfiguration()`), with labels that wrap instead of truncating;
      /// `textColor` replaces the text's colour of the style.
      ///
      /// Returns the configuration shown, for cells that change one of its texts later (the
      /// slider's live value).
      @discardableResult
      func showListContent(
        _ content: UIListContentConfiguration? = nil, text: String, secondaryText: String? = nil,
        textColor: UIColor? = nil
      ) -> UIListContentConfiguration {
        var content = content ?? defaultContentConfiguration()
        content.text = text
        content.secondaryText = secondaryText
        // 0: as many lines as the text needs; the default of the style may be fewer.
        content.textProperties.numberOfLines = 0
        content.secondaryTextProperties.numberOfLines = 0
        content.textProperties.adjustsFontForContentSizeCategory = true
        content.secondaryTextProperties.adjustsFontForContentSizeCategory = true
        if let textColor { content.textProperties.color = textColor }
        contentConfiguration = content
        return content
      }

      /// The configuration of a `.value1` cell (a value row): title and value side by side
      /// while they fit, stacked when they do not ("Otherwise, the configuration stacks the
      /// text in a vertical layout",
      /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext).
      func valueContent() -> UIListContentConfiguration {
        var content = defaultContentConfiguration()
        content.prefersSideBySideTextAndSecondaryText = true
        return content
      }
    }

    /// Shows `TextRowData`: the title, and the subtitle under it in the secondary colour when
    /// there is one (the list content configuration of a `.subtitle` cell).
    @MainActor
    package final class UIKitTextCell: UITableViewCell, ComponentView {
      /// Creates the cell in the `.subtitle` style whatever `style` says: UITableView creates
      /// registered classes with `.default`, so the style, which decides the cell's default
      /// content configuration, is chosen here. Without secondary text it reads as a
      /// `.default` cell.
      package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitTextCell is created in code only")
      }

      /// Shows the title and the subtitle, if any.
      package func configure(with data: TextRowData) {
        showListContent(text: data.title, secondaryText: data.subtitle)
      }

      /// Sized by the cell itself; 44 pt (56 with a subtitle) until it is measured.
      package static func height(for data: TextRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: data.subtitle == nil ? 44 : 56)
      }
    }

    /// Shows `ValueRowData`: the title, the value at the trailing side (the list content
    /// configuration of a `.value1` cell, under the title when both do not fit on one line)
    /// and, for a row that opens another screen, a disclosure indicator.
    @MainActor
    package final class UIKitValueCell: UITableViewCell, ComponentView {
      /// Creates the cell in the `.value1` style whatever `style` says (see `UIKitTextCell`).
      package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitValueCell is created in code only")
      }

      /// Shows the title, the value and the disclosure indicator. A plain value row has no
      /// selection closure, so it does not highlight when touched.
      package func configure(with data: ValueRowData) {
        showListContent(valueContent(), text: data.title, secondaryText: data.value)
        accessoryType = data.showsDisclosure ? .disclosureIndicator : .none
        selectionStyle = data.showsDisclosure ? .default : .none
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      package static func height(for data: ValueRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Shows `CheckmarkRowData`: the title, and the checkmark accessory when checked.
    @MainActor
    package final class UIKitCheckmarkCell: UITableViewCell, ComponentView {
      /// Shows the title and the checkmark.
      package func configure(with data: CheckmarkRowData) {
        showListContent(text: data.title)
        accessoryType = data.isChecked ? .checkmark : .none
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      package static func height(for data: CheckmarkRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Shows `ButtonRowData`: the title in the tint colour, or in red when destructive.
    @MainActor
    package final class UIKitButtonCell: UITableViewCell, ComponentView {
      // `UIAccessibilityTraits.button` is a mutable C global in SDKs before iOS 18, which Swift 6
      // refuses to read; a button's own traits hold the same flag and compile on every SDK.
      private static let buttonTraits = UIButton(type: .system).accessibilityTraits

      /// Creates the cell and marks it as a button for VoiceOver.
      package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityTraits = Self.buttonTraits
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitButtonCell is created in code only")
      }

      /// Shows the title in the colour of its role, or in the secondary colour while its
      /// action runs (the activity indicator and a failure's message are the row state's).
      /// `UIColor.tintColor` (iOS 15) follows the tint of wherever the cell ends up, which is
      /// not known yet while it is configured.
      package func configure(with data: ButtonRowData) {
        let color: UIColor = data.role == .destructive ? .systemRed : .tintColor
        showListContent(text: data.title, textColor: data.status.isBusy ? .secondaryLabel : color)
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      package static func height(for data: ButtonRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }
  #endif
#endif
