#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension ViewCatalog {
    /// The list host's catalog (`TableEngine(collectionView:)`): it draws every built-in row as
    /// ``uiKit`` does, in `UICollectionViewListCell`s with list content configurations and cell
    /// accessories (a `UISwitch`, a `UIStepper`, a `UISlider`, a `UITextField` in a cell,
    /// checkmarks and disclosure indicators), and the built-in headers and footers as
    /// supplementary views; register classes of your own in it once, before the first screen is
    /// shown.
    ///
    /// A class is registered in one catalog per host: a kind of yours registered in ``uiKit``
    /// must be registered in this catalog too, with a `UICollectionViewCell` (or
    /// `UICollectionReusableView`) subclass, for the list host to show it.
    ///
    /// tvOS has no `UISwitch`, `UIStepper` or `UISlider`: there the catalog is empty, and a
    /// built-in row is refused with ``TableError/noViewRegistered(operation:dataType:)``.
    public static let uiKitList: ViewCatalog = {
      let catalog = ViewCatalog()
      #if !os(tvOS)
        catalog.register(UIKitTextListCell.self)
        catalog.register(UIKitValueListCell.self)
        catalog.register(UIKitSwitchListCell.self)
        catalog.register(UIKitCheckmarkListCell.self)
        catalog.register(UIKitButtonListCell.self)
        catalog.register(UIKitTextFieldListCell.self)
        catalog.register(UIKitStepperListCell.self)
        catalog.register(UIKitSliderListCell.self)
        catalog.register(UIKitSectionTitleListView.self)
        catalog.register(UIKitFooterNoteListView.self)
        catalog.register(UIKitProfileCardListView.self)
      #endif
      return catalog
    }()
  }
#endif
