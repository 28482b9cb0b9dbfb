import ComponentTable
import Foundation
import Testing

/// The inset the UIKit host adds under a table while the keyboard covers its bottom
/// (`KeyboardOverlap`), so text-field rows can be scrolled above the keyboard.
@Suite struct KeyboardOverlapTests {
  let table = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func aDockedKeyboardCoversTheBottomMinusTheSafeArea() {
    let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
    #expect(KeyboardOverlap.bottomInset(tableFrame: table, keyboardFrame: keyboard, safeAreaBottom: 34) == 302)
    #expect(KeyboardOverlap.bottomInset(tableFrame: table, keyboardFrame: keyboard, safeAreaBottom: 0) == 336)
  }

  @Test func aTableThatEndsAboveTheKeyboardNeedsNothing() {
    let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
    let shrunk = CGRect(x: 0, y: 0, width: 390, height: 844 - 336)
    #expect(KeyboardOverlap.bottomInset(tableFrame: shrunk, keyboardFrame: keyboard, safeAreaBottom: 0) == 0)
  }

  @Test func aHiddenFloatingOrDistantKeyboardNeedsNothing() {
    let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)
    let floating = CGRect(x: 40, y: 300, width: 320, height: 250)
    let beside = CGRect(x: 400, y: 500, width: 390, height: 344)
    for keyboard in [hidden, floating, beside, .zero] {
      #expect(KeyboardOverlap.bottomInset(tableFrame: table, keyboardFrame: keyboard, safeAreaBottom: 34) == 0)
    }
  }

  @Test func aKeyboardTallerThanTheTableCoversAllOfIt() {
    let small = CGRect(x: 0, y: 600, width: 390, height: 200)
    let keyboard = CGRect(x: 0, y: 500, width: 390, height: 344)
    #expect(KeyboardOverlap.bottomInset(tableFrame: small, keyboardFrame: keyboard, safeAreaBottom: 0) == 200)
  }
}

/// What the UIKit host does with the table's keyboard inset at each keyboard notification
/// (`KeyboardOverlap.insetAfterNotification`).
@Suite struct KeyboardInsetFollowingTests {
  @Test func aHideTakesTheInsetAwayAlsoFromATableThatLeftItsWindow() {
    // A screen pushed over the table, or the table popped, while the keyboard goes down: the
    // hide comes when the table has no window. An inset left then is a blank band later.
    #expect(KeyboardOverlap.insetAfterNotification(keyboardHides: true, tableIsInWindow: false) { 300 } == 0)
    #expect(KeyboardOverlap.insetAfterNotification(keyboardHides: true, tableIsInWindow: true) { 300 } == 0)
  }

  @Test func aShownKeyboardIsMeasuredOnlyForATableInAWindow() {
    #expect(KeyboardOverlap.insetAfterNotification(keyboardHides: false, tableIsInWindow: true) { 302 } == 302)
    var measured = false
    let inset = KeyboardOverlap.insetAfterNotification(keyboardHides: false, tableIsInWindow: false) {
      measured = true
      return 302
    }
    #expect(inset == nil)
    #expect(!measured)
  }
}

/// The part of the bottom inset the UIKit host added for the keyboard (`KeyboardInset`): it
/// adds and takes back only its own part, and reveals the edited row while the keyboard covers.
@Suite struct KeyboardInsetTests {
  @Test func theInsetChangesByTheDifferenceAndTakesBackOnlyItsOwnPart() {
    var inset = KeyboardInset()
    #expect(inset.follow(keyboardHides: false, tableIsInWindow: true) { 300 } == 300)
    #expect(inset.revealsEditedRow)
    #expect(inset.follow(keyboardHides: false, tableIsInWindow: true) { 250 } == -50)
    #expect(inset.follow(keyboardHides: true, tableIsInWindow: false) { 999 } == -250)
    #expect(inset.added == 0)
    #expect(!inset.revealsEditedRow)
  }

  @Test func anUnchangedOrUnmeasurableInsetChangesNothing() {
    var inset = KeyboardInset()
    #expect(inset.follow(keyboardHides: true, tableIsInWindow: true) { 0 } == nil)
    #expect(inset.follow(keyboardHides: false, tableIsInWindow: true) { 120 } == 120)
    #expect(inset.follow(keyboardHides: false, tableIsInWindow: true) { 120 } == nil)
    #expect(inset.follow(keyboardHides: false, tableIsInWindow: false) { 0 } == nil)
    #expect(inset.added == 120)
  }
}

/// A table something else moves out of the keyboard's way (a `UITableViewController`'s) is
/// left alone: no inset on a show, none taken on a hide.
@Suite struct KeyboardInsetAvoidedElsewhereTests {
  @Test func aTableAvoidedElsewhereGetsNoInset() {
    var inset = KeyboardInset()
    #expect(inset.follow(keyboardHides: false, tableIsInWindow: true, avoidedElsewhere: true) { 300 } == nil)
    #expect(inset.follow(keyboardHides: true, tableIsInWindow: true, avoidedElsewhere: true) { 0 } == nil)
    #expect(!inset.revealsEditedRow)
    #expect(inset.follow(keyboardHides: false, tableIsInWindow: true, avoidedElsewhere: false) { 300 } == 300)
  }
}
