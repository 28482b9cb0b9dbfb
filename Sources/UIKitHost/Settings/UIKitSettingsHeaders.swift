#if canImport(UIKit) && !os(watchOS)
  // Left out on tvOS with the built-in rows' cells (see UIKitSettingsCells.swift).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    // The UIKit host's header and footer views for the built-in settings components. Their
    // content is laid out with Auto Layout inside the content view's layout margins, so every
    // height is `.automatic` and follows the width and Dynamic Type; the estimates are only for
    // sections not on screen yet.

    /// Shows `SectionTitleData`: the title in small capitals, as a grouped table's header.
    @MainActor
    package final class UIKitSectionTitleView: UITableViewHeaderFooterView, ComponentView {
      private let label = UILabel()

      /// Creates the view with its label.
      package override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        contentView.pinToLayoutMargins(label)
      }

      /// Not supported: the view is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitSectionTitleView is created in code only")
      }

      /// Shows the title in capitals.
      package func configure(with data: SectionTitleData) {
        label.text = data.capitalsInAppLanguage
      }

      /// Sized by Auto Layout; 38 pt until it is measured.
      package static func height(for data: SectionTitleData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 38)
      }
    }

    /// Shows `FooterNoteData`: a note of any length, wrapped to the width.
    @MainActor
    package final class UIKitFooterNoteView: UITableViewHeaderFooterView, ComponentView {
      private let label = UILabel()

      /// Creates the view with its multi-line label.
      package override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        contentView.pinToLayoutMargins(label)
      }

      /// Not supported: the view is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitFooterNoteView is created in code only")
      }

      /// Shows the note.
      package func configure(with data: FooterNoteData) {
        label.text = data.text
      }

      /// Sized by Auto Layout, so the wrapped note gets the lines it needs at any width; 44 pt
      /// until it is measured.
      package static func height(for data: FooterNoteData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Shows `ProfileCardData`: a round avatar with the initials, the name and the detail line.
    @MainActor
    package final class UIKitProfileCardView: UITableViewHeaderFooterView, ComponentView {
      private static let avatarSize: CGFloat = 60
      private let avatar = UILabel()
      private let nameLabel = UILabel()
      private let detailLabel = UILabel()

      /// Creates the view: the avatar, and the name over the detail beside it.
      package override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
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
        let card = UIStackView(arrangedSubviews: [avatar, text])
        card.axis = .horizontal
        card.alignment = .center
        card.spacing = 16
        contentView.pinToLayoutMargins(card)
        NSLayoutConstraint.activate([
          avatar.widthAnchor.constraint(equalToConstant: Self.avatarSize),
          avatar.heightAnchor.constraint(equalToConstant: Self.avatarSize),
        ])
      }

      /// Not supported: the view is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitProfileCardView is created in code only")
      }

      /// Shows the initials, the name and the detail line.
      package func configure(with data: ProfileCardData) {
        avatar.text = data.initials
        nameLabel.text = data.name
        detailLabel.text = data.detail
      }

      /// Sized by Auto Layout; 96 pt until it is measured.
      package static func height(for data: ProfileCardData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 96)
      }
    }

    extension UIView {
      /// Adds `subview` and pins it to the layout margins on all four sides. The bottom edge is
      /// not required (999): a self-sizing view is first laid out at its estimated height, and a
      /// required edge would then conflict with that height and log a broken constraint.
      fileprivate func pinToLayoutMargins(_ subview: UIView) {
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
      }
    }
  #endif
#endif
