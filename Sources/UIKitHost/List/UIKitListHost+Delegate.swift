#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // A method implemented here is not forwarded by the runtime: the ones the external delegate
  // may want too call it after the engine. Without `shouldHighlightItemAt` every item lights up
  // on touch (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate).
  extension UIKitListHost: UICollectionViewDelegate {
    package func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    {
      dataSource.rowState(at: indexPath).interaction.selects(controlsReachable: Self.controlsReachable)
        && collectionViewDelegate?.collectionView?(collectionView, shouldHighlightItemAt: indexPath) != false
    }

    /// UIKit takes only "yes" or "no" here: a selection the engine sends to another row is
    /// refused, and the other row selected as UIKit would have (`selectItem` calls no delegate
    /// method, https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)).
    package func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
      switch dataSource.selectionAnswer(at: indexPath, controlsReachable: Self.controlsReachable) {
      case .select:
        return collectionViewDelegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) != false
      case .redirect(let target):
        collectionView.selectItem(at: target, animated: true, scrollPosition: [])
        self.collectionView(collectionView, didSelectItemAt: target)
        return false
      case .refuse:
        return false
      }
    }

    package func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selectRow(at: indexPath)
      collectionViewDelegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    package func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
      dataSource.send(.deselect(indexPath))
      collectionViewDelegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      rowWillDisplay(cell, at: indexPath)
      collectionViewDelegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      dataSource.send(.didEndDisplayingRow(cell, indexPath))
      collectionViewDelegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      switch elementKind {
      case UICollectionView.elementKindSectionHeader:
        dataSource.send(.willDisplayHeader(view, section: indexPath.section))
      case UICollectionView.elementKindSectionFooter:
        dataSource.send(.willDisplayFooter(view, section: indexPath.section))
      default: break
      }
      collectionViewDelegate?.collectionView?(
        collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    package func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
      dataSource.rowState(at: indexPath).interaction.isFocusable
        && collectionViewDelegate?.collectionView?(collectionView, canFocusItemAt: indexPath) != false
    }

    /// From the row's original position, as a table's `sourceIndexPath`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)).
    package func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      let target = dataSource.targetIndexPathForMove(from: originalIndexPath, toProposed: proposedIndexPath)
      return collectionViewDelegate?.collectionView?(
        collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
        atCurrentIndexPath: currentIndexPath, toProposedIndexPath: target) ?? target
    }
  }
#endif
