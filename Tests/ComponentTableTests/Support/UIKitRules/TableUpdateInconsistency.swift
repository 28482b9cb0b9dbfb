import ComponentTableComponents
import Foundation

/// A batch update that `UITableView` would refuse, carrying the text of the
/// `NSInternalInconsistencyException` it would raise.
///
/// Where UIKit's own wording is known (from its exceptions as reported in public bug trackers)
/// the message is verbatim, numbers aside; the other messages are written in the same style. Index
/// paths are printed as UIKit prints them, minus the object address: `{length = 2, path = 0 - 1}`.
struct TableUpdateInconsistency: Error, Equatable, CustomStringConvertible {
  /// What UIKit would say about the batch.
  let message: String

  init(_ message: String) {
    self.message = message
  }

  /// The same as ``message``.
  var description: String { message }
}

// The factories below keep every text in one place, so the validator reads as rules and the
// tests can be checked against the wording line by line.
extension TableUpdateInconsistency {
  // MARK: Section count

  static func invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int) -> Self {
    // The double space after "sections." is UIKit's.
    Self(
      "Invalid update: invalid number of sections.  The number of sections contained in the table "
        + "view after the update (\(after)) must be equal to the number of sections contained in the "
        + "table view before the update (\(before)), plus or minus the number of sections inserted "
        + "or deleted (\(inserted) inserted, \(deleted) deleted).")
  }

  // MARK: Row count

  static func invalidRowCount(
    section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
  ) -> Self {
    Self(
      "Invalid update: invalid number of rows in section \(section). The number of rows contained "
        + "in an existing section after the update (\(after)) must be equal to the number of rows "
        + "contained in that section before the update (\(before)), plus or minus the number of "
        + "rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) "
        + "and plus or minus the number of rows moved into or out of that section "
        + "(\(movedIn) moved in, \(movedOut) moved out).")
  }

  // MARK: Counts changed without an update

  /// A call that relies on the counts the table view was last told, made while the data source
  /// reports others: the data source changed without a batch update or a reload.
  static func staleCounts(call: String, told: [Int], current: [Int]) -> Self {
    let difference: String
    if told.count != current.count {
      difference = "\(current.count) sections, the table view was last told \(told.count)"
    } else {
      let section = told.indices.first { told[$0] != current[$0] } ?? 0
      difference =
        "\(current[section]) rows in section \(section), the table view was last told \(told[section])"
    }
    return Self(
      "Invalid call of \(call): the data source reports \(difference). The data source changed "
        + "without a batch update or a reload.")
  }

  // MARK: Sections out of range

  /// `verb` names an operation that uses indices before the update: delete, reload, move.
  static func sectionBeyondOldCount(_ verb: String, section: Int, sectionCount: Int) -> Self {
    Self(
      "attempt to \(verb) section \(section), but there are only \(sectionCount) sections before "
        + "the update")
  }

  static func insertedSectionBeyondNewCount(section: Int, sectionCount: Int) -> Self {
    Self(
      "attempt to insert section \(section), but there are only \(sectionCount) sections after "
        + "the update")
  }

  static func sectionMoveBeyondNewCount(from: Int, to: Int, sectionCount: Int) -> Self {
    Self(
      "attempt to move section \(from) to section \(to), but there are only \(sectionCount) "
        + "sections after the update")
  }

  // MARK: Section conflicts

  /// `verb` is delete, reload, insert or move.
  static func sectionRepeated(_ verb: String, section: Int) -> Self {
    Self("attempt to \(verb) section \(section) more than once")
  }

  static func sectionDeletedAndReloaded(_ section: Int) -> Self {
    Self("attempt to delete and reload the same section (\(section))")
  }

  /// Reloading is deleting to UIKit, so a reloaded section that also moves gets this text too.
  static func sectionDeletedAndMoved(_ section: Int) -> Self {
    Self("attempt to perform a delete and a move from the same section (\(section))")
  }

  static func sectionInsertedAndMovedTo(_ section: Int) -> Self {
    Self("attempt to perform an insert and a move to the same section (\(section))")
  }

  static func sectionsMovedToSameIndex(_ section: Int) -> Self {
    Self("attempt to move more than one section to section \(section)")
  }

  static func reloadedSectionChangesIndex(_ section: Int, to newSection: Int) -> Self {
    Self(
      "attempt to reload section \(section), but the update moves it to section \(newSection) "
        + "(reload only sections whose index the batch leaves unchanged)")
  }

  // MARK: Rows out of range

  /// `verb` is delete, reload or move; `preposition` is "from" (UIKit's) or "in".
  static func rowBeyondOldRowCount(
    _ verb: String, _ preposition: String = "from", row: Int, section: Int, rowCount: Int
  ) -> Self {
    Self(
      "attempt to \(verb) row \(row) \(preposition) section \(section) which only contains "
        + "\(rowCount) rows before the update")
  }

  static func rowBeyondOldSectionCount(
    _ verb: String, _ preposition: String = "from", row: Int, section: Int, sectionCount: Int
  ) -> Self {
    Self(
      "attempt to \(verb) row \(row) \(preposition) section \(section), but there are only "
        + "\(sectionCount) sections before the update")
  }

  /// `verb` is insert or move: both name positions after the update.
  static func rowBeyondNewRowCount(_ verb: String, row: Int, section: Int, rowCount: Int) -> Self {
    Self(
      "attempt to \(verb) row \(row) into section \(section), but there are only \(rowCount) rows "
        + "in section \(section) after the update")
  }

  static func rowBeyondNewSectionCount(
    _ verb: String, row: Int, section: Int, sectionCount: Int
  ) -> Self {
    Self(
      "attempt to \(verb) row \(row) into section \(section), but there are only \(sectionCount) "
        + "sections after the update")
  }

  // MARK: Rows in changed sections

  /// `change` says what happens to the section in the same batch: deleted, reloaded, inserted,
  /// moved.
  static func rowInChangedSection(
    _ verb: String, _ preposition: String, row: Int, section: Int, change: String
  ) -> Self {
    Self(
      "attempt to \(verb) row \(row) \(preposition) section \(section), but section \(section) is "
        + "\(change) in the same update")
  }

  static func rowMovedIntoInsertedSection(_ section: Int) -> Self {
    Self("cannot move a row into a newly inserted section (\(section))")
  }

  static func rowMovedIntoReloadedSection(_ section: Int) -> Self {
    Self("cannot move a row into a reloaded section (\(section))")
  }

  static func rowMovedOutOfDeletedSection(_ section: Int) -> Self {
    Self("cannot move a row out of a deleted section (\(section))")
  }

  static func rowMovedOutOfReloadedSection(_ section: Int) -> Self {
    Self("cannot move a row out of a reloaded section (\(section))")
  }

  // MARK: Row conflicts

  static func rowRepeated(
    _ verb: String, _ preposition: String, row: Int, section: Int
  ) -> Self {
    Self("attempt to \(verb) row \(row) \(preposition) section \(section) more than once")
  }

  static func rowsMovedToSamePath(_ path: IndexPath) -> Self {
    Self("attempt to move more than one row to the same index path (\(uikitText(path)))")
  }

  static func rowDeletedAndReloaded(_ path: IndexPath) -> Self {
    Self("attempt to delete and reload the same index path (\(uikitText(path)))")
  }

  /// UIKit uses this text for reload + move too: a reload is a delete and an insert.
  static func rowDeletedAndMoved(_ path: IndexPath) -> Self {
    Self("attempt to perform a delete and a move from the same index path (\(uikitText(path)))")
  }

  static func rowInsertedAndMovedTo(_ path: IndexPath) -> Self {
    Self("attempt to perform an insert and a move to the same index path (\(uikitText(path)))")
  }

  /// `otherVerb` is delete, reload or move.
  static func rowReconfiguredAnd(_ otherVerb: String, _ path: IndexPath) -> Self {
    Self("attempt to reconfigure and \(otherVerb) the same index path (\(uikitText(path)))")
  }

  static func reloadedRowChangesPosition(_ path: IndexPath, to newPath: IndexPath) -> Self {
    Self(
      "attempt to reload row \(path.row) from section \(path.section), but the update moves it to "
        + "row \(newPath.row) in section \(newPath.section) (reload only rows whose index path the "
        + "batch leaves unchanged)")
  }

  /// `NSIndexPath`'s description without the object address.
  static func uikitText(_ path: IndexPath) -> String {
    "{length = 2, path = \(path.section) - \(path.row)}"
  }
}
