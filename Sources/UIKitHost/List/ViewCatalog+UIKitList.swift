#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension ViewCatalog {
    /// The list host's catalog (`TableEngine(collectionView:)`): the classes that draw rows
    /// described by their data alone in a `UICollectionView` list. Register list cells of your
    /// own in it once, before the first screen is shown; a row with no class here is refused
    /// with ``TableError/noViewRegistered(operation:dataType:)``.
    public static let uiKitList = ViewCatalog()
  }
#endif
