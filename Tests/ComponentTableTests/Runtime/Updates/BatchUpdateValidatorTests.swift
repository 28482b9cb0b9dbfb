import Foundation
import Testing

@testable import ComponentTable

/// UIKit's message for `update` on a table with these row counts, or nil if it passes.
func validatorMessage(
  _ update: TableBatchUpdate, before: [Int], after: [Int]
) -> String? {
  do {
    _ = try BatchUpdateValidator.validate(update, rowCountsBefore: before, rowCountsAfter: after)
    return nil
  } catch {
    return error.message
  }
}

/// The count, range and section rules, one test per rule; each asserts the exact message,
/// numbers included. Row conflicts are in `BatchUpdateValidatorRowConflictTests`.
@Suite struct BatchUpdateValidatorTests {
  typealias Move = TableBatchUpdate.Move

  // MARK: Counts

  @Test func inconsistencyDescribesItselfWithUIKitsMessage() {
    let error = TableUpdateInconsistency("attempt to delete section 3")
    #expect(error.description == "attempt to delete section 3")
  }

  @Test func sectionCountMustAddUp() {
    #expect(
      validatorMessage(TableBatchUpdate(), before: [], after: [0])
        == "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "table view after the update (1) must be equal to the number of sections contained in "
        + "the table view before the update (0), plus or minus the number of sections inserted or "
        + "deleted (0 inserted, 0 deleted).")
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedSections: [0], insertedSections: [0, 1, 2]), before: [1, 2],
        after: [0, 0, 0])
        == "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "table view after the update (3) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted or "
        + "deleted (3 inserted, 1 deleted).")
  }

  @Test func rowCountMustAddUpInEverySurvivingSection() {
    #expect(
      validatorMessage(TableBatchUpdate(), before: [36], after: [35])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (35) must be equal to the number of rows "
        + "contained in that section before the update (36), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func rowCountRuleCountsInsertsDeletesAndMoves() {
    let update = TableBatchUpdate(
      deletedRows: [rowPath(0, in: 1)], insertedRows: [rowPath(0, in: 1), rowPath(1, in: 1)],
      movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(2, in: 1))])
    #expect(
      validatorMessage(update, before: [2, 3], after: [1, 4])
        == "Invalid update: invalid number of rows in section 1. The number of rows contained in "
        + "an existing section after the update (4) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (2 inserted, 1 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (1 moved in, 0 moved out).")
    #expect(validatorMessage(update, before: [2, 3], after: [1, 5]) == nil)
  }

  @Test func rowCountRuleNamesTheSectionByItsNewIndex() {
    // Section 1 becomes section 0 once section 0 is deleted.
    #expect(
      validatorMessage(TableBatchUpdate(deletedSections: [0]), before: [1, 2], after: [3])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (2), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func movedSectionsKeepTheirRowCount() {
    let update = TableBatchUpdate(movedSections: [Move(from: 0, to: 1)])
    #expect(validatorMessage(update, before: [1, 2], after: [2, 1]) == nil)
    #expect(
      validatorMessage(update, before: [1, 2], after: [2, 2])?
        .hasPrefix("Invalid update: invalid number of rows in section 1.") == true)
  }

  // MARK: Rows out of range

  @Test func deletedRowMustExist() {
    #expect(
      validatorMessage(TableBatchUpdate(deletedRows: [rowPath(2, in: 0)]), before: [1], after: [0])
        == "attempt to delete row 2 from section 0 which only contains 1 rows before the update")
    #expect(
      validatorMessage(TableBatchUpdate(deletedRows: [rowPath(0, in: 2)]), before: [1, 1], after: [1, 1])
        == "attempt to delete row 0 from section 2, but there are only 2 sections before the "
        + "update")
  }

  @Test func insertedRowMustExistAfterwards() {
    #expect(
      validatorMessage(TableBatchUpdate(insertedRows: [rowPath(8, in: 0)]), before: [7], after: [8])
        == "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 "
        + "after the update")
    #expect(
      validatorMessage(TableBatchUpdate(insertedRows: [rowPath(0, in: 2)]), before: [1, 1], after: [1, 1])
        == "attempt to insert row 0 into section 2, but there are only 2 sections after the update")
  }

  @Test func reloadedRowMustExist() {
    #expect(
      validatorMessage(TableBatchUpdate(reloadedRows: [rowPath(3, in: 1)]), before: [5, 3], after: [5, 3])
        == "attempt to reload row 3 from section 1 which only contains 3 rows before the update")
    #expect(
      validatorMessage(TableBatchUpdate(reloadedRows: [rowPath(0, in: 1)]), before: [5], after: [5])
        == "attempt to reload row 0 from section 1, but there are only 1 sections before the "
        + "update")
  }

  @Test func reconfiguredRowMustExist() {
    #expect(
      validatorMessage(TableBatchUpdate(reconfiguredRows: [rowPath(4, in: 0)]), before: [4], after: [4])
        == "attempt to reconfigure row 4 in section 0 which only contains 4 rows before the update")
    #expect(
      validatorMessage(TableBatchUpdate(reconfiguredRows: [rowPath(0, in: 3)]), before: [4], after: [4])
        == "attempt to reconfigure row 0 in section 3, but there are only 1 sections before the "
        + "update")
  }

  @Test func movedRowMustExistBeforeAndAfter() {
    let fromMissingRow = TableBatchUpdate(movedRows: [Move(from: rowPath(5, in: 0), to: rowPath(0, in: 0))])
    #expect(
      validatorMessage(fromMissingRow, before: [5], after: [5])
        == "attempt to move row 5 from section 0 which only contains 5 rows before the update")
    let fromMissingSection = TableBatchUpdate(
      movedRows: [Move(from: rowPath(0, in: 1), to: rowPath(0, in: 0))])
    #expect(
      validatorMessage(fromMissingSection, before: [5], after: [5])
        == "attempt to move row 0 from section 1, but there are only 1 sections before the update")
    let toMissingRow = TableBatchUpdate(movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(2, in: 1))])
    #expect(
      validatorMessage(toMissingRow, before: [2, 1], after: [1, 2])
        == "attempt to move row 2 into section 1, but there are only 2 rows in section 1 after "
        + "the update")
    let toMissingSection = TableBatchUpdate(
      movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(0, in: 2))])
    #expect(
      validatorMessage(toMissingSection, before: [2, 1], after: [1, 2])
        == "attempt to move row 0 into section 2, but there are only 2 sections after the update")
  }

  // MARK: Sections out of range

  @Test func sectionsMustExist() {
    #expect(
      validatorMessage(TableBatchUpdate(deletedSections: [3]), before: [0, 0, 0], after: [0, 0])
        == "attempt to delete section 3, but there are only 3 sections before the update")
    #expect(
      validatorMessage(TableBatchUpdate(reloadedSections: [1]), before: [0], after: [0])
        == "attempt to reload section 1, but there are only 1 sections before the update")
    #expect(
      validatorMessage(TableBatchUpdate(insertedSections: [2]), before: [0], after: [0, 0])
        == "attempt to insert section 2, but there are only 2 sections after the update")
    #expect(
      validatorMessage(
        TableBatchUpdate(movedSections: [Move(from: 2, to: 0)]), before: [0, 0], after: [0, 0])
        == "attempt to move section 2, but there are only 2 sections before the update")
    #expect(
      validatorMessage(
        TableBatchUpdate(movedSections: [Move(from: 0, to: 2)]), before: [0, 0], after: [0, 0])
        == "attempt to move section 0 to section 2, but there are only 2 sections after the update")
  }

  // MARK: Sections named twice or by conflicting operations

  @Test func sectionsNamedTwice() {
    #expect(
      validatorMessage(TableBatchUpdate(deletedSections: [1, 1]), before: [0, 0, 0], after: [0])
        == "attempt to delete section 1 more than once")
    #expect(
      validatorMessage(TableBatchUpdate(insertedSections: [0, 0]), before: [], after: [0, 0])
        == "attempt to insert section 0 more than once")
    #expect(
      validatorMessage(TableBatchUpdate(reloadedSections: [0, 0]), before: [0], after: [0])
        == "attempt to reload section 0 more than once")
    #expect(
      validatorMessage(
        TableBatchUpdate(movedSections: [Move(from: 0, to: 1), Move(from: 0, to: 2)]),
        before: [0, 0, 0], after: [0, 0, 0])
        == "attempt to move section 0 more than once")
    #expect(
      validatorMessage(
        TableBatchUpdate(movedSections: [Move(from: 0, to: 2), Move(from: 1, to: 2)]),
        before: [0, 0, 0], after: [0, 0, 0])
        == "attempt to move more than one section to section 2")
  }

  @Test func sectionDeletedAndReloaded() {
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedSections: [1], reloadedSections: [1]), before: [0, 0],
        after: [0])
        == "attempt to delete and reload the same section (1)")
  }

  @Test func sectionDeletedOrReloadedAndMoved() {
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedSections: [0], movedSections: [Move(from: 0, to: 1)]),
        before: [0, 0, 0], after: [0, 0])
        == "attempt to perform a delete and a move from the same section (0)")
    #expect(
      validatorMessage(
        TableBatchUpdate(reloadedSections: [1], movedSections: [Move(from: 1, to: 0)]),
        before: [0, 0], after: [0, 0])
        == "attempt to perform a delete and a move from the same section (1)")
  }

  @Test func sectionInsertedAndMovedTo() {
    #expect(
      validatorMessage(
        TableBatchUpdate(insertedSections: [0], movedSections: [Move(from: 1, to: 0)]),
        before: [0, 0], after: [0, 0, 0])
        == "attempt to perform an insert and a move to the same section (0)")
  }

  @Test func reloadedSectionMustKeepItsIndex() {
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedSections: [0], reloadedSections: [2]), before: [0, 0, 0],
        after: [0, 0])
        == "attempt to reload section 2, but the update moves it to section 1 (reload only "
        + "sections whose index the batch leaves unchanged)")
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedSections: [0], insertedSections: [0], reloadedSections: [2]),
        before: [0, 0, 0], after: [0, 0, 0]) == nil)
  }
}
