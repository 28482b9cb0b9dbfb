#if canImport(UIKit) && !os(watchOS)
  // The built-in rows' cells are left out on tvOS, which has no UISwitch or UIStepper
  // (https://developer.apple.com/documentation/uikit/uiswitch and
  // https://developer.apple.com/documentation/uikit/uistepper list iOS, Mac Catalyst and visionOS
  // only).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    // The built-in rows are drawn by twins: a `UITableViewCell` for the table host and a
    // `UICollectionViewListCell` for the list host. Each row's drawing is written once, in an
    // extension of a protocol both twins adopt; a twin only chooses its base class and the style
    // of its text, and its base class shows the row's accessory (`showOwnAccessory(_:)`).
    //
    // Each shows its text in a list content configuration (`UIListContentConfiguration`, iOS 14,
    // Mac Catalyst 14, visionOS 1,
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct),
    // UIKit's replacement for a table cell's `textLabel` and `detailTextLabel`, which it lists
    // among the cell's deprecated symbols
    // (https://developer.apple.com/documentation/uikit/uitableviewcell-deprecated-symbols). The
    // configuration is the cell's own default, as Apple recommends for cells ("use their
    // defaultContentConfiguration() to get a list content configuration that has preconfigured
    // default styling"): a table cell's follows its style (`.value1`, `.subtitle`, `.default`,
    // chosen in each cell's initializer) and the table's; a list cell has no style, so a row
    // that needs one starts from its configuration (`valueCell()`, `subtitleCell()`). So the rows
    // look like the system's own settings and size themselves with Dynamic Type: every height is
    // `.automatic`, with 44 pt (the standard row) as the estimate. A configuration's labels
    // "resize automatically based on the length of the text you provide and the device's Dynamic
    // Type and accessibility settings"
    // (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()),
    // and wrap rather than truncate, so a row grows at the large accessibility sizes; the hosts
    // drop their measured heights when the size changes (`TextSizeObserver`). A value row puts
    // its value beside the title while both fit and under it when they do not
    // (`prefersSideBySideTextAndSecondaryText`), where the labels of the old `.value1` style
    // collided. The cell applies the configuration again for each state it enters (highlighted,
    // selected, disabled: `automaticallyUpdatesContentConfiguration`, true by default), and keeps
    // its background: "UITableViewCell automatically sets up a default background configuration
    // to provide its default appearance"
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration-24e8e),
    // which follows the table's style and is updated for each state in the same way
    // (`automaticallyUpdatesBackgroundConfiguration`), and so does a list cell's for its list;
    // one set here (`listPlainCell()`, `listGroupedCell()`) would name one list style whatever
    // the host's is. Content configurations and accessories are mirrored by UIKit in
    // right-to-left languages. Each cell is one VoiceOver element that says its row's
    // `AccessibilityDescription`, which the host applies after configuring it.

    /// A cell that draws a built-in row, on either host.
    @MainActor
    protocol BuiltInRowCell: UIView {
      /// The configuration of a row's text laid out in `style`, which `showListContent` starts
      /// from.
      func defaultContent(_ style: RowTextStyle) -> UIListContentConfiguration

      /// The configuration the cell shows.
      var contentConfiguration: (any UIContentConfiguration)? { get set }

      /// Shows `accessory` at the trailing edge, in the place of the row's accessory shown before.
      func showOwnAccessory(_ accessory: BuiltInAccessory)

      /// Whether a touch on the row highlights it, where the cell has a say in it.
      func highlightsOnTouch(_ highlights: Bool)
    }

    /// How a built-in row lays out its two texts.
    enum RowTextStyle {
      /// The title alone.
      case plain
      /// The secondary text under the title, smaller.
      case subtitle
      /// The secondary text at the trailing side, as a value.
      case value
    }

    /// A built-in row's own accessory.
    enum BuiltInAccessory {
      /// None.
      case none
      /// The row opens another screen.
      case disclosureIndicator
      /// The row is the chosen one of its group.
      case checkmark
      /// A control: a switch, a stepper, a slider, a text field.
      case control(UIView)
    }

    extension BuiltInRowCell {
      /// Shows `text`, and `secondaryText` unless it is `nil`, in `content` (by default the
      /// cell's plain one), with labels that wrap instead of truncating; `textColor` replaces
      /// the text's colour of the style.
      ///
      /// Returns the configuration shown, for cells that change one of its texts later (the
      /// slider's live value).
      @discardableResult
      func showListContent(
        _ content: UIListContentConfiguration? = nil, text: String, secondaryText: String? = nil,
        textColor: UIColor? = nil
      ) -> UIListContentConfiguration {
        var content = content ?? defaultContent(.plain)
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

      /// The configuration of a value row: title and value side by side while they fit,
      /// stacked when they do not ("Otherwise, the configuration stacks the text in a vertical
      /// layout",
      /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext).
      func valueContent() -> UIListContentConfiguration {
        var content = defaultContent(.value)
        content.prefersSideBySideTextAndSecondaryText = true
        return content
      }
    }

    extension UITableViewCell {
      /// The cell's default configuration: a table cell's style is the one it was made in, so
      /// each table twin's initializer chooses the style its row asks for here.
      func defaultContent(_ style: RowTextStyle) -> UIListContentConfiguration {
        defaultContentConfiguration()
      }

      /// The disclosure indicator and the checkmark are the cell's accessory type; a control is
      /// its accessory view, set once: afterwards the host's row state may hold it in its
      /// activity accessory.
      func showOwnAccessory(_ accessory: BuiltInAccessory) {
        switch accessory {
        case .none: accessoryType = .none
        case .disclosureIndicator: accessoryType = .disclosureIndicator
        case .checkmark: accessoryType = .checkmark
        case .control(let control): if accessoryView == nil { accessoryView = control }
        }
      }

      /// The cell's selection style: without one a touch does not light the row up.
      func highlightsOnTouch(_ highlights: Bool) {
        selectionStyle = highlights ? .default : .none
      }
    }

    extension UICollectionViewListCell {
      /// The cell's default configuration for the plain style; a list cell has no style of its
      /// own, so the others are the list's configurations for them.
      func defaultContent(_ style: RowTextStyle) -> UIListContentConfiguration {
        switch style {
        case .plain: defaultContentConfiguration()
        case .subtitle: .subtitleCell()
        case .value: .valueCell()
        }
      }

      /// The whole `accessories` array, which the list host extends with its own (a lock, an
      /// activity indicator, editing's delete and reorder) after each configuration: UIKit
      /// raises when the array holds one system accessory twice
      /// (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4).
      /// A control keeps the frame its cell gives it (`maintainsFixedSize`,
      /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/maintainsfixedsize).
      func showOwnAccessory(_ accessory: BuiltInAccessory) {
        switch accessory {
        case .none: accessories = []
        case .disclosureIndicator: accessories = [.disclosureIndicator()]
        case .checkmark: accessories = [.checkmark()]
        case .control(let control):
          accessories = [
            .customView(
              configuration: .init(customView: control, placement: .trailing(), maintainsFixedSize: true))
          ]
        }
      }

      /// Nothing: a list cell lights up when its host lets it (`shouldHighlightItemAt`), which
      /// the row's interaction decides.
      func highlightsOnTouch(_ highlights: Bool) {}
    }
  #endif
#endif
