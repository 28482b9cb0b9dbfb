#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension ViewCatalog {
    /// The UIKit host's catalog: it draws every built-in row with list content configurations
    /// (a `UISwitch`, a `UIStepper`, a `UISlider`, a `UITextField` in a cell, checkmarks and
    /// disclosure indicators); register classes of your own in it once, before the first screen
    /// is shown.
    ///
    /// tvOS has no `UISwitch`, `UIStepper` or `UISlider`: there the catalog is empty, and a
    /// built-in row is refused with ``TableError/noViewRegistered(operation:dataType:)``.
    public static let uiKit: ViewCatalog = {
      let catalog = ViewCatalog()
      #if !os(tvOS)
        catalog.register(UIKitTextCell.self)
        catalog.register(UIKitValueCell.self)
        catalog.register(UIKitSwitchCell.self)
        catalog.register(UIKitCheckmarkCell.self)
        catalog.register(UIKitButtonCell.self)
        catalog.register(UIKitTextFieldCell.self)
        catalog.register(UIKitStepperCell.self)
        catalog.register(UIKitSliderCell.self)
        catalog.register(UIKitSectionTitleView.self)
        catalog.register(UIKitFooterNoteView.self)
        catalog.register(UIKitProfileCardView.self)
      #endif
      return catalog
    }()
  }
#endif
