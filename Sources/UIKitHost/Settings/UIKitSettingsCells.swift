#if canImport(UIKit) && !os(watchOS)
  // Left out on tvOS with the other built-in rows (see BuiltInRowCell.swift).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    // The built-in rows without controls, each drawn once for its table twin and its list twin.

    /// Draws `TextRowData`: the title, and the subtitle under it in the secondary colour when
    /// there is one (a subtitle cell's list content configuration). Without secondary text it
    /// reads as a plain cell.
    protocol TextRowCell: BuiltInRowCell, ComponentView where Data == TextRowData {}

    extension TextRowCell {
      /// Shows the title and the subtitle, if any.
      func configure(with data: TextRowData) {
        showListContent(defaultContent(.subtitle), text: data.title, secondaryText: data.subtitle)
        showOwnAccessory(.none)
      }

      /// Sized by the cell itself; 44 pt (56 with a subtitle) until it is measured.
      static func height(for data: TextRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: data.subtitle == nil ? 44 : 56)
      }
    }

    /// Draws `ValueRowData`: the title, the value at the trailing side (a value cell's list
    /// content configuration, under the title when both do not fit on one line) and, for a row
    /// that opens another screen, a disclosure indicator.
    protocol ValueRowCell: BuiltInRowCell, ComponentView where Data == ValueRowData {}

    extension ValueRowCell {
      /// Shows the title, the value and the disclosure indicator. A plain value row has no
      /// selection closure, so it does not highlight when touched.
      func configure(with data: ValueRowData) {
        showListContent(valueContent(), text: data.title, secondaryText: data.value)
        showOwnAccessory(data.showsDisclosure ? .disclosureIndicator : .none)
        highlightsOnTouch(data.showsDisclosure)
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      static func height(for data: ValueRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Draws `CheckmarkRowData`: the title, and the checkmark accessory when checked.
    protocol CheckmarkRowCell: BuiltInRowCell, ComponentView where Data == CheckmarkRowData {}

    extension CheckmarkRowCell {
      /// Shows the title and the checkmark.
      func configure(with data: CheckmarkRowData) {
        showListContent(text: data.title)
        showOwnAccessory(data.isChecked ? .checkmark : .none)
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      static func height(for data: CheckmarkRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Draws `ButtonRowData`: the title in the tint colour, or in red when destructive, and
    /// marks the cell as a button for VoiceOver.
    protocol ButtonRowCell: BuiltInRowCell, ComponentView where Data == ButtonRowData {}

    extension ButtonRowCell {
      /// Shows the title in the colour of its role, or in the secondary colour while its
      /// action runs (the activity indicator and a failure's message are the row state's).
      /// `UIColor.tintColor` (iOS 15) follows the tint of wherever the cell ends up, which is
      /// not known yet while it is configured.
      func configure(with data: ButtonRowData) {
        let color: UIColor = data.role == .destructive ? .systemRed : .tintColor
        showListContent(text: data.title, textColor: data.status.isBusy ? .secondaryLabel : color)
        showOwnAccessory(.none)
        // What the cell says without a description of the row's (the host applies it after
        // this, and gives these back when a row has none).
        accessibilityTraits = ButtonRowTraits.button
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      static func height(for data: ButtonRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    @MainActor
    private enum ButtonRowTraits {
      // `UIAccessibilityTraits.button` is a mutable C global in SDKs before iOS 18, which Swift 6
      // refuses to read; a button's own traits hold the same flag and compile on every SDK.
      static let button = UIButton(type: .system).accessibilityTraits
    }

    /// The table host's text row: a `.subtitle` cell.
    final class UIKitTextCell: UITableViewCell, TextRowCell {
      /// Creates the cell in the `.subtitle` style whatever `style` says: UITableView creates
      /// registered classes with `.default`, so the style, which decides the cell's default
      /// content configuration, is chosen here.
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      required init?(coder: NSCoder) {
        fatalError("UIKitTextCell is created in code only")
      }
    }

    /// A table cell in the `.value1` style whatever `style` says (see `UIKitTextCell`): the
    /// value, stepper and slider rows, whose value sits at the trailing side.
    class ValueStyleTableCell: UITableViewCell {
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      required init?(coder: NSCoder) {
        fatalError("\(Self.self) is created in code only")
      }
    }

    /// The table host's value row: a `.value1` cell.
    final class UIKitValueCell: ValueStyleTableCell, ValueRowCell {}

    /// The table host's checkmark row.
    final class UIKitCheckmarkCell: UITableViewCell, CheckmarkRowCell {}

    /// The table host's button row.
    final class UIKitButtonCell: UITableViewCell, ButtonRowCell {}

    /// The list host's text row.
    final class UIKitTextListCell: UICollectionViewListCell, TextRowCell {}

    /// The list host's value row.
    final class UIKitValueListCell: UICollectionViewListCell, ValueRowCell {}

    /// The list host's checkmark row.
    final class UIKitCheckmarkListCell: UICollectionViewListCell, CheckmarkRowCell {}

    /// The list host's button row.
    final class UIKitButtonListCell: UICollectionViewListCell, ButtonRowCell {}
  #endif
#endif
