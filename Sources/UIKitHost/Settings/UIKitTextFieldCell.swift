#if canImport(UIKit) && !os(watchOS)
  // Left out on tvOS with the other built-in rows (see BuiltInRowCell.swift).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    /// Draws `TextFieldRowData`: the title and a `UITextField`; ending the editing sends
    /// `.text(text)` to the row that was being edited. The row does not highlight: touching it
    /// is for the field.
    ///
    /// Editing can end long after it began and for reasons of UIKit's own: a reload or
    /// `setEditing(_:animated:)` that removes the cell, a refresh that moved the row. So the
    /// row is taken when editing begins (a `RowReference`) and the text goes to that row
    /// wherever it is when editing ends; the engine holds it back until any update in progress
    /// is over (`UIView.sendControlEvent(_:toRow:in:)`).
    @MainActor
    final class TextFieldRow: NSObject, ControlRow {
      private let field = UITextField(frame: CGRect(x: 0, y: 0, width: 180, height: 32))
      private weak var cell: (any BuiltInRowCell)?
      /// The row being edited, and its table or list, from `.editingDidBegin` to
      /// `.editingDidEnd`.
      private var editedRow: RowReference?
      private weak var editedList: UIScrollView?

      /// The text field of `cell`.
      init(in cell: any BuiltInRowCell) {
        self.cell = cell
        super.init()
        field.returnKeyType = .done
        field.addTarget(self, action: #selector(handleFieldEditingDidBegin), for: .editingDidBegin)
        field.addTarget(self, action: #selector(handleFieldEditingDidEnd), for: .editingDidEnd)
        // A target for `editingDidEndOnExit` is what makes Return end the editing.
        field.addTarget(self, action: #selector(handleFieldReturn), for: .editingDidEndOnExit)
        cell.highlightsOnTouch(false)
        // A suspended app can be terminated without notice, so what is being typed is committed
        // when a scene goes to the background ("save data ... when your scene enters the
        // background",
        // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:));
        // editing goes on. An observer needs no removal since iOS 9.
        NotificationCenter.default.addObserver(
          self, selector: #selector(handleSceneDidEnterBackground),
          name: UIScene.didEnterBackgroundNotification, object: nil)
      }

      /// Shows the title, the text and the placeholder, with the row's input traits (secure
      /// entry, keyboard, capitalisation, correction).
      func show(_ data: TextFieldRowData, in cell: some BuiltInRowCell) {
        cell.showListContent(text: data.title)
        cell.showOwnAccessory(.control(field))
        field.text = data.text
        field.placeholder = data.placeholder
        // What VoiceOver calls the field while editing, when it is an element of its own.
        field.accessibilityLabel = data.title
        field.adopt(data.traits)
        showDoneButton(!data.traits.keyboard.hasReturnKey)
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
      }

      /// VoiceOver's double-tap on the row (one element, "Double-tap to edit.") starts editing
      /// the field, as a tap on the field does.
      func activate() -> Bool {
        field.becomeFirstResponder()
      }

      /// Whether the cell is one VoiceOver element, given what it would be otherwise
      /// (`isElement`): not while the field is being edited. An accessibility element hides
      /// its subviews from VoiceOver ("the accessibility elements contained in it are not
      /// accessible",
      /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement),
      /// and VoiceOver must reach the field itself to read and move through the typed text. The
      /// cell asks in its getter because the host applies the row's description, which makes
      /// the cell one element, after every configuration, also one made while editing.
      func isAccessibilityElement(otherwise isElement: Bool) -> Bool {
        field.isFirstResponder ? false : isElement
      }

      /// The field is as wide as the text size and the row allow (`sizeAccessoryControl`) and
      /// as tall as a line of its font; the cell calls this before it lays its accessory out.
      ///
      /// The value sits at the trailing edge: right in left-to-right languages, left in
      /// right-to-left ones, where UIKit mirrors the accessory to the left side
      /// (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection).
      func layOut(in cell: some BuiltInRowCell) {
        let lineHeight = (field.font ?? .preferredFont(forTextStyle: .body)).lineHeight
        cell.sizeAccessoryControl(field, preferredWidth: 180, height: max(32, (lineHeight + 8).rounded(.up)))
        field.textAlignment = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
      }

      /// A Done button above keyboards without a Return key (`TextInputTraits.Keyboard.hasReturnKey`:
      /// the number, decimal and phone pads), which ends editing and so commits the text:
      /// without it nothing on screen commits or dismisses such a keypad. An input accessory
      /// view is UIKit's place for it: "you could use this property to attach a custom toolbar
      /// to the keyboard"
      /// (https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview). iOS
      /// only: visionOS has no input accessory views.
      private func showDoneButton(_ shown: Bool) {
        #if os(iOS)
          guard shown else {
            field.inputAccessoryView = nil
            return
          }
          if field.inputAccessoryView == nil {
            // Made with a frame: a toolbar made with a zero frame gets its items laid out in a
            // zero-width content view first, which logs broken constraints
            // (https://github.com/apache/cordova-plugin-inappbrowser/pull/1123,
            // https://github.com/hackiftekhar/IQKeyboardManager/issues/1607); the keyboard
            // then gives it its width.
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            toolbar.items = [
              UIBarButtonItem(systemItem: .flexibleSpace),
              UIBarButtonItem(
                systemItem: .done, primaryAction: UIAction { [weak field] _ in field?.resignFirstResponder() }),
            ]
            toolbar.sizeToFit()
            field.inputAccessoryView = toolbar
          }
        #endif
      }

      @objc private func handleFieldEditingDidBegin() {
        editedRow = cell?.currentRowReference()
        editedList = cell?.enclosingRowList
        // The cell stopped being one element: VoiceOver moves to the field
        // (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged).
        UIAccessibility.post(notification: .layoutChanged, argument: field)
      }

      @objc private func handleFieldEditingDidEnd() {
        UIAccessibility.post(notification: .layoutChanged, argument: cell)
        let text = field.text ?? ""
        guard let row = editedRow else {
          cell?.sendControlEvent(.text(text))
          return
        }
        editedRow = nil
        cell?.sendControlEvent(.text(text), toRow: row, in: editedList ?? cell?.enclosingRowList)
      }

      @objc private func handleFieldReturn() {}

      @objc private func handleSceneDidEnterBackground() {
        guard field.isFirstResponder, let row = editedRow else { return }
        cell?.sendControlEvent(.text(field.text ?? ""), toRow: row, in: editedList ?? cell?.enclosingRowList)
      }
    }

    /// The table host's text field row: the field is the accessory view.
    final class UIKitTextFieldCell: UITableViewCell, ControlRowCell {
      private(set) lazy var row = TextFieldRow(in: self)

      override func accessibilityActivate() -> Bool { row.activate() }

      override var isAccessibilityElement: Bool {
        get { row.isAccessibilityElement(otherwise: super.isAccessibilityElement) }
        set { super.isAccessibilityElement = newValue }
      }

      override func layoutSubviews() {
        row.layOut(in: self)
        super.layoutSubviews()
      }
    }

    /// The list host's text field row.
    final class UIKitTextFieldListCell: UICollectionViewListCell, ControlRowCell {
      private(set) lazy var row = TextFieldRow(in: self)

      override func accessibilityActivate() -> Bool { row.activate() }

      override var isAccessibilityElement: Bool {
        get { row.isAccessibilityElement(otherwise: super.isAccessibilityElement) }
        set { super.isAccessibilityElement = newValue }
      }

      override func layoutSubviews() {
        row.layOut(in: self)
        super.layoutSubviews()
      }
    }
  #endif
#endif
