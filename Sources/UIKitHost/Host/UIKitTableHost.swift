#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// A `UITableView` as the engine's host, and the table's data source and delegate: answers
  /// UIKit from the engine's data source, reports events, passes the rest on to the external
  /// delegate (`forwardee`). What it shares with the list host is in ``UIKitRowHost``.
  /// `commit editingStyle` is not implemented: "yes" would offer swipe-to-delete on every row.
  @MainActor
  package final class UIKitTableHost: UIKitRowHost, TableHost {
    package var tableView: UITableView? { scrollView as? UITableView }
    var sectionTopPadding = SectionTopPadding()

    package init(tableView: UITableView, tableViewDelegate: (any UITableViewDelegate)? = nil) {
      super.init(scrollView: tableView, delegate: tableViewDelegate)
    }

    /// The external delegate, as a table's.
    var tableViewDelegate: (any UITableViewDelegate)? { forwardee as? any UITableViewDelegate }

    /// Makes the host the table's data source and delegate.
    package func attach(_ dataSource: any TableViewDataSource) {
      guard let tableView else { return }
      adopt(dataSource, in: tableView)
    }

    override func connect(_ isConnected: Bool) {
      tableView?.dataSource = isConnected ? self : nil
      tableView?.delegate = isConnected ? self : nil
    }

    /// A `UITableViewController` adjusts its own table for the keyboard.
    override var avoidsKeyboardItself: Bool {
      guard let tableView else { return false }
      return (tableView.next as? UITableViewController)?.tableView === tableView
    }
  }

  // Each conformance in its own extension, so that a signature unlike UIKit's is an error, not
  // a method UIKit never calls. Moving and index titles are always implemented, answering per
  // row: UIKit caches which methods its data source has when it is set.
  extension UIKitTableHost: UITableViewDataSource {
    package func numberOfSections(in tableView: UITableView) -> Int {
      dataSource.numberOfSections
    }
    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      cell(forRowAt: indexPath)
    }

    package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      dataSource.title(of: .header(section))
    }
    package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      dataSource.title(of: .footer(section))
    }

    package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      dataSource.rowState(at: indexPath).canMove
    }

    package func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      moveRow(from: sourceIndexPath, to: destinationIndexPath)
    }

    package func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      dataSource.sectionIndexTitles
    }
    package func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      dataSource.sectionIndex(forIndexTitleAt: index)
    }
  }
#endif
