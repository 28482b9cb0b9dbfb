import Foundation
import Testing

@testable import ComponentTable

/// The rules for rows named twice, by conflicting operations, or inside sections that change in
/// the same batch; one test per rule, each asserting the exact message.
@Suite struct BatchUpdateValidatorRowConflictTests {
  typealias Move = TableBatchUpdate.Move

  // MARK: Rows named twice or by conflicting operations

  @Test func rowsNamedTwice() {
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedRows: [rowPath(1, in: 0), rowPath(1, in: 0)]), before: [3], after: [1])
        == "attempt to delete row 1 from section 0 more than once")
    #expect(
      validatorMessage(
        TableBatchUpdate(insertedRows: [rowPath(0, in: 0), rowPath(0, in: 0)]), before: [0], after: [2])
        == "attempt to insert row 0 into section 0 more than once")
    #expect(
      validatorMessage(
        TableBatchUpdate(reloadedRows: [rowPath(2, in: 0), rowPath(2, in: 0)]), before: [3], after: [3])
        == "attempt to reload row 2 from section 0 more than once")
    #expect(
      validatorMessage(
        TableBatchUpdate(reconfiguredRows: [rowPath(0, in: 1), rowPath(0, in: 1)]), before: [1, 1],
        after: [1, 1])
        == "attempt to reconfigure row 0 in section 1 more than once")
    #expect(
      validatorMessage(
        TableBatchUpdate(movedRows: [
          Move(from: rowPath(0, in: 0), to: rowPath(1, in: 0)), Move(from: rowPath(0, in: 0), to: rowPath(2, in: 0)),
        ]), before: [3], after: [3])
        == "attempt to move row 0 from section 0 more than once")
    #expect(
      validatorMessage(
        TableBatchUpdate(movedRows: [
          Move(from: rowPath(0, in: 0), to: rowPath(2, in: 0)), Move(from: rowPath(1, in: 0), to: rowPath(2, in: 0)),
        ]), before: [3], after: [3])
        == "attempt to move more than one row to the same index path ({length = 2, path = 0 - 2})")
  }

  @Test func rowDeletedAndReloaded() {
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedRows: [rowPath(1, in: 0)], reloadedRows: [rowPath(1, in: 0)]),
        before: [2], after: [1])
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
  }

  @Test func rowDeletedOrReloadedAndMoved() {
    #expect(
      validatorMessage(
        TableBatchUpdate(
          reloadedRows: [rowPath(0, in: 0)], movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(1, in: 0))]),
        before: [2], after: [2])
        == "attempt to perform a delete and a move from the same index path "
        + "({length = 2, path = 0 - 0})")
    #expect(
      validatorMessage(
        TableBatchUpdate(
          deletedRows: [rowPath(1, in: 0)], movedRows: [Move(from: rowPath(1, in: 0), to: rowPath(0, in: 0))]),
        before: [2], after: [1])
        == "attempt to perform a delete and a move from the same index path "
        + "({length = 2, path = 0 - 1})")
  }

  @Test func rowInsertedAndMovedTo() {
    #expect(
      validatorMessage(
        TableBatchUpdate(
          insertedRows: [rowPath(0, in: 0)], movedRows: [Move(from: rowPath(1, in: 0), to: rowPath(0, in: 0))]),
        before: [2], after: [3])
        == "attempt to perform an insert and a move to the same index path "
        + "({length = 2, path = 0 - 0})")
  }

  @Test func reconfiguredRowMustNotChangeOtherwise() {
    let twoRows = [2]
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedRows: [rowPath(1, in: 0)], reconfiguredRows: [rowPath(1, in: 0)]),
        before: twoRows, after: [1])
        == "attempt to reconfigure and delete the same index path ({length = 2, path = 0 - 1})")
    #expect(
      validatorMessage(
        TableBatchUpdate(reloadedRows: [rowPath(1, in: 0)], reconfiguredRows: [rowPath(1, in: 0)]),
        before: twoRows, after: twoRows)
        == "attempt to reconfigure and reload the same index path ({length = 2, path = 0 - 1})")
    #expect(
      validatorMessage(
        TableBatchUpdate(
          movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(1, in: 0))],
          reconfiguredRows: [rowPath(0, in: 0)]),
        before: twoRows, after: twoRows)
        == "attempt to reconfigure and move the same index path ({length = 2, path = 0 - 0})")
  }

  @Test func reloadedRowMustKeepItsIndexPath() {
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedRows: [rowPath(0, in: 0)], reloadedRows: [rowPath(2, in: 0)]),
        before: [3], after: [2])
        == "attempt to reload row 2 from section 0, but the update moves it to row 1 in section 0 "
        + "(reload only rows whose index path the batch leaves unchanged)")
    #expect(
      validatorMessage(
        TableBatchUpdate(movedSections: [Move(from: 0, to: 1)], reloadedRows: [rowPath(0, in: 0)]),
        before: [1, 1], after: [1, 1])
        == "attempt to reload row 0 from section 0, but the update moves it to row 0 in section 1 "
        + "(reload only rows whose index path the batch leaves unchanged)")
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedRows: [rowPath(2, in: 0)], reloadedRows: [rowPath(0, in: 0)]),
        before: [3], after: [2]) == nil)
  }

  // MARK: Rows in sections that change in the same batch

  @Test func rowCannotMoveIntoAnInsertedSection() {
    let update = TableBatchUpdate(
      insertedSections: [2], movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(0, in: 2))])
    #expect(
      validatorMessage(update, before: [1, 1], after: [0, 1, 1])
        == "cannot move a row into a newly inserted section (2)")
  }

  @Test func rowCannotMoveIntoAReloadedSection() {
    let update = TableBatchUpdate(
      reloadedSections: [1], movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(0, in: 1))])
    #expect(
      validatorMessage(update, before: [1, 1], after: [0, 2])
        == "cannot move a row into a reloaded section (1)")
  }

  @Test func rowCannotMoveOutOfADeletedOrReloadedSection() {
    let outOfDeleted = TableBatchUpdate(
      deletedSections: [0], movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(1, in: 0))])
    #expect(
      validatorMessage(outOfDeleted, before: [1, 1], after: [2])
        == "cannot move a row out of a deleted section (0)")
    let outOfReloaded = TableBatchUpdate(
      reloadedSections: [0], movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(1, in: 1))])
    #expect(
      validatorMessage(outOfReloaded, before: [1, 1], after: [0, 2])
        == "cannot move a row out of a reloaded section (0)")
  }

  @Test func rowsOfADeletedSectionCannotChangeToo() {
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedSections: [0], deletedRows: [rowPath(0, in: 0)]), before: [1, 1],
        after: [1])
        == "attempt to delete row 0 from section 0, but section 0 is deleted in the same update")
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedSections: [1], reloadedRows: [rowPath(0, in: 1)]), before: [1, 1],
        after: [1])
        == "attempt to reload row 0 from section 1, but section 1 is deleted in the same update")
    #expect(
      validatorMessage(
        TableBatchUpdate(deletedSections: [1], reconfiguredRows: [rowPath(0, in: 1)]),
        before: [1, 1], after: [1])
        == "attempt to reconfigure row 0 in section 1, but section 1 is deleted in the same update")
  }

  @Test func rowsOfAReloadedSectionCannotChangeToo() {
    #expect(
      validatorMessage(
        TableBatchUpdate(reloadedSections: [0], deletedRows: [rowPath(0, in: 0)]), before: [2],
        after: [1])
        == "attempt to delete row 0 from section 0, but section 0 is reloaded in the same update")
    #expect(
      validatorMessage(
        TableBatchUpdate(reloadedSections: [0], reloadedRows: [rowPath(1, in: 0)]), before: [2],
        after: [2])
        == "attempt to reload row 1 from section 0, but section 0 is reloaded in the same update")
    #expect(
      validatorMessage(
        TableBatchUpdate(reloadedSections: [0], reconfiguredRows: [rowPath(1, in: 0)]), before: [2],
        after: [2])
        == "attempt to reconfigure row 1 in section 0, but section 0 is reloaded in the same update")
  }

  @Test func rowsCannotBeInsertedIntoAnInsertedOrReloadedSection() {
    #expect(
      validatorMessage(
        TableBatchUpdate(insertedSections: [1], insertedRows: [rowPath(0, in: 1)]), before: [0],
        after: [0, 1])
        == "attempt to insert row 0 into section 1, but section 1 is inserted in the same update")
    #expect(
      validatorMessage(
        TableBatchUpdate(reloadedSections: [0], insertedRows: [rowPath(0, in: 0)]), before: [0],
        after: [1])
        == "attempt to insert row 0 into section 0, but section 0 is reloaded in the same update")
  }

  @Test func rowsOfAMovedSectionCannotBeReconfigured() {
    #expect(
      validatorMessage(
        TableBatchUpdate(movedSections: [Move(from: 0, to: 1)], reconfiguredRows: [rowPath(0, in: 0)]),
        before: [1, 1], after: [1, 1])
        == "attempt to reconfigure row 0 in section 0, but section 0 is moved in the same update")
  }

  @Test func rowsOfAMovedSectionCanChange() {
    // Section 0 moves to 1, losing its row 0, gaining a row from section 1 and a new row.
    let update = TableBatchUpdate(
      movedSections: [Move(from: 0, to: 1)], deletedRows: [rowPath(0, in: 0)],
      insertedRows: [rowPath(0, in: 1)], movedRows: [Move(from: rowPath(0, in: 1), to: rowPath(2, in: 1))])
    #expect(validatorMessage(update, before: [2, 1], after: [0, 3]) == nil)
  }
}
