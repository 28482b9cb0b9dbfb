#if canImport(UIKit) && !os(watchOS)
  // Left out on tvOS with the built-in rows' cells (see BuiltInRowCell.swift).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    // The header and footer views of the built-in settings components, each drawn once for its
    // table twin (a `UITableViewHeaderFooterView`) and its list twin (a `UICollectionViewListCell`
    // the list shows as a supplementary view). Their content is laid out with Auto Layout inside
    // the content view's layout margins, so every height is `.automatic` and follows the width
    // and Dynamic Type; the estimates are only for sections not on screen yet.

    /// Draws `SectionTitleData`: the title in small capitals, as a grouped table's header.
    protocol SectionTitleHeader: ComponentView where Data == SectionTitleData {
      /// The view's label, pinned to its content view's layout margins when first used.
      var label: FootnoteLabel { get }
    }

    extension SectionTitleHeader {
      /// Shows the title in capitals.
      func configure(with data: SectionTitleData) {
        label.text = data.capitalsInAppLanguage
      }

      /// Sized by Auto Layout; 38 pt until it is measured.
      static func height(for data: SectionTitleData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 38)
      }
    }

    /// Draws `FooterNoteData`: a note of any length, wrapped to the width.
    protocol FooterNoteFooter: ComponentView where Data == FooterNoteData {
      /// The view's label, pinned to its content view's layout margins when first used.
      var label: FootnoteLabel { get }
    }

    extension FooterNoteFooter {
      /// Shows the note.
      func configure(with data: FooterNoteData) {
        label.text = data.text
      }

      /// Sized by Auto Layout, so the wrapped note gets the lines it needs at any width; 44 pt
      /// until it is measured.
      static func height(for data: FooterNoteData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Draws `ProfileCardData`: a round avatar with the initials, the name and the detail line.
    protocol ProfileCardHeader: ComponentView where Data == ProfileCardData {
      /// The view's card, pinned to its content view's layout margins when first used.
      var card: ProfileCard { get }
    }

    extension ProfileCardHeader {
      /// Shows the initials, the name and the detail line.
      func configure(with data: ProfileCardData) {
        card.show(data)
      }

      /// Sized by Auto Layout; 96 pt until it is measured.
      static func height(for data: ProfileCardData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 96)
      }
    }

    /// A section title's or a footer note's label: the footnote style in the secondary colour,
    /// on as many lines as the text needs.
    final class FootnoteLabel: UILabel {
      /// Creates the label.
      init() {
        super.init(frame: .zero)
        font = .preferredFont(forTextStyle: .footnote)
        adjustsFontForContentSizeCategory = true
        textColor = .secondaryLabel
        numberOfLines = 0
      }

      /// Not supported: the label is created in code only.
      @available(*, unavailable)
      required init?(coder: NSCoder) {
        fatalError("FootnoteLabel is created in code only")
      }
    }

    /// A profile card: the avatar, and the name over the detail beside it.
    final class ProfileCard: UIStackView {
      private static let avatarSize: CGFloat = 60
      private let avatar = UILabel()
      private let nameLabel = UILabel()
      private let detailLabel = UILabel()

      /// Creates the card.
      init() {
        super.init(frame: .zero)
        avatar.backgroundColor = .systemGray
        avatar.textColor = .white
        avatar.textAlignment = .center
        // Fixed like the circle around it, as the Settings app's avatar: the name beside it
        // follows the text size.
        avatar.font = .systemFont(ofSize: 24, weight: .semibold)
        avatar.layer.cornerRadius = Self.avatarSize / 2
        avatar.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0

        let text = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        text.axis = .vertical
        text.spacing = 2
        addArrangedSubview(avatar)
        addArrangedSubview(text)
        axis = .horizontal
        alignment = .center
        spacing = 16
        NSLayoutConstraint.activate([
          avatar.widthAnchor.constraint(equalToConstant: Self.avatarSize),
          avatar.heightAnchor.constraint(equalToConstant: Self.avatarSize),
        ])
      }

      /// Not supported: the card is created in code only.
      @available(*, unavailable)
      required init(coder: NSCoder) {
        fatalError("ProfileCard is created in code only")
      }

      /// Shows the initials, the name and the detail line.
      func show(_ data: ProfileCardData) {
        avatar.text = data.initials
        nameLabel.text = data.name
        detailLabel.text = data.detail
      }
    }

    /// The table host's section title.
    final class UIKitSectionTitleView: UITableViewHeaderFooterView, SectionTitleHeader {
      private(set) lazy var label = contentView.pinToLayoutMargins(FootnoteLabel())
    }

    /// The table host's footer note.
    final class UIKitFooterNoteView: UITableViewHeaderFooterView, FooterNoteFooter {
      private(set) lazy var label = contentView.pinToLayoutMargins(FootnoteLabel())
    }

    /// The table host's profile card.
    final class UIKitProfileCardView: UITableViewHeaderFooterView, ProfileCardHeader {
      private(set) lazy var card = contentView.pinToLayoutMargins(ProfileCard())
    }

    /// The list host's section title.
    final class UIKitSectionTitleListView: UICollectionViewListCell, SectionTitleHeader {
      private(set) lazy var label = contentView.pinToLayoutMargins(FootnoteLabel())
    }

    /// The list host's footer note.
    final class UIKitFooterNoteListView: UICollectionViewListCell, FooterNoteFooter {
      private(set) lazy var label = contentView.pinToLayoutMargins(FootnoteLabel())
    }

    /// The list host's profile card.
    final class UIKitProfileCardListView: UICollectionViewListCell, ProfileCardHeader {
      private(set) lazy var card = contentView.pinToLayoutMargins(ProfileCard())
    }

    extension UIView {
      /// Adds `subview` and pins it to the layout margins on all four sides; returns it. The
      /// bottom edge is not required (999): a self-sizing view is first laid out at its
      /// estimated height, and a required edge would then conflict with that height and log a
      /// broken constraint.
      fileprivate func pinToLayoutMargins<Subview: UIView>(_ subview: Subview) -> Subview {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        let bottom = subview.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor)
        bottom.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
          subview.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
          subview.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
          subview.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
          bottom,
        ])
        return subview
      }
    }
  #endif
#endif
