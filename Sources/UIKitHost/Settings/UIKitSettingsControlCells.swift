#if canImport(UIKit) && !os(watchOS)
  // Left out on tvOS, which has no UISwitch, UIStepper or UISlider (see BuiltInRowCell.swift).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    // The built-in rows with a control, each drawn once for its table twin and its list twin by
    // an object both own (a `ControlRow`): it holds the control and what the row's events need.
    // A control's action only reports the change (`sendControlEvent(_:)`); the component's
    // closure decides, and the row is configured again with the new data. So
    // `configure(with:)` always sets the control from the data: the control shows the table's
    // state, never a state of its own.

    /// The drawing and the events of a built-in row with a control, for either twin.
    @MainActor
    protocol ControlRow {
      /// The data of the row.
      associatedtype Data

      /// Shows `data` in `cell`, the control as its accessory.
      func show(_ data: Data, in cell: some BuiltInRowCell)
    }

    /// A cell that shows a row with a control, drawn by its `row`.
    protocol ControlRowCell: BuiltInRowCell, ComponentView where Data == Row.Data {
      /// What draws the row.
      associatedtype Row: ControlRow

      /// The cell's control and its events.
      var row: Row { get }
    }

    extension ControlRowCell {
      /// Shows the data.
      func configure(with data: Data) { row.show(data, in: self) }

      /// Sized by the cell itself; 44 pt until it is measured.
      static func height(for data: Data, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }
    }

    /// Draws `SwitchRowData`: the title and a `UISwitch`; flipping it sends `.toggle(isOn)`.
    @MainActor
    final class SwitchRow: NSObject, ControlRow {
      private let toggle = UISwitch()
      private weak var cell: (any BuiltInRowCell)?
      /// What VoiceOver's double-tap sends: the flip of the switch, as a tap on it would.
      private var activation: ControlEvent?

      /// The switch of `cell`.
      init(in cell: any BuiltInRowCell) {
        self.cell = cell
        super.init()
        toggle.addTarget(self, action: #selector(handleToggleValueChanged), for: .valueChanged)
      }

      /// Shows the title and sets the switch; it flips with an animation only when the cell is
      /// on screen (a row selected by a tap), not while a reused cell is being prepared.
      func show(_ data: SwitchRowData, in cell: some BuiltInRowCell) {
        cell.showListContent(text: data.title)
        cell.showOwnAccessory(.control(toggle))
        toggle.setOn(data.isOn, animated: cell.window != nil)
        // The host applies the description (`RowState`); the cell keeps what its
        // gestures send.
        activation = data.accessibilityDescription.activation
      }

      /// VoiceOver's double-tap on the row flips the switch (the row is one element, so the
      /// switch itself cannot be reached).
      func activate() -> Bool {
        guard let activation else { return false }
        cell?.sendControlEvent(activation)
        return true
      }

      @objc private func handleToggleValueChanged() {
        cell?.sendControlEvent(.toggle(toggle.isOn))
      }
    }

    /// Draws `StepperRowData`: the title, the value at the trailing side (a value row's list
    /// content configuration, see `ValueRowCell`) and a `UIStepper`; each step sends `.step(1)`
    /// or `.step(-1)`.
    @MainActor
    final class StepperRow: NSObject, ControlRow {
      private let stepper = UIStepper()
      private weak var cell: (any BuiltInRowCell)?
      /// The value of the data, to tell which way the stepper moved.
      private var dataValue = 0.0
      /// The events VoiceOver's swipe up and down send, from the data's description.
      private var adjustments: (increment: ControlEvent?, decrement: ControlEvent?) = (nil, nil)

      /// The stepper of `cell`.
      init(in cell: any BuiltInRowCell) {
        self.cell = cell
        super.init()
        stepper.addTarget(self, action: #selector(handleStepperValueChanged), for: .valueChanged)
      }

      /// Shows the title and the value, and resets the stepper to the data.
      ///
      /// UIStepper raises whenever its minimum is not below its maximum and when the step is not
      /// positive (https://developer.apple.com/documentation/uikit/uistepper/minimumvalue and
      /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue), so a reused
      /// stepper's bounds are first widened to cover the new range and then narrowed to it; a range
      /// of one value keeps the wider bounds (the row's state disables the stepper then).
      func show(_ data: StepperRowData, in cell: some BuiltInRowCell) {
        let lower = data.range.lowerBound
        let upper = data.range.upperBound
        dataValue = data.value
        cell.showListContent(cell.valueContent(), text: data.title, secondaryText: data.valueText)
        cell.showOwnAccessory(.control(stepper))
        stepper.minimumValue = min(stepper.minimumValue, lower)
        stepper.maximumValue = max(stepper.maximumValue, upper)
        if lower < upper {
          stepper.minimumValue = lower
          stepper.maximumValue = upper
        }
        // The factory's step is positive and finite; a hand-made one is made so.
        stepper.stepValue = data.step > 0 && data.step.isFinite ? data.step : 1
        stepper.value = data.value
        let description = data.accessibilityDescription
        adjustments = (description.increment, description.decrement)
      }

      /// VoiceOver's swipe up (`increment`) or down: one step, as the control would.
      func adjust(increment: Bool) {
        if let event = increment ? adjustments.increment : adjustments.decrement { cell?.sendControlEvent(event) }
      }

      /// One tap is one step; its direction is where the stepper went from the data's value.
      @objc private func handleStepperValueChanged() {
        let moved = stepper.value - dataValue
        guard moved != 0 else { return }
        cell?.sendControlEvent(.step(moved > 0 ? 1 : -1))
      }
    }

    /// Draws `SliderRowData`: the title, the value (a value row's list content configuration,
    /// see `ValueRowCell`) and a `UISlider`. While the finger drags it, the value label follows;
    /// when the finger lifts, the cell sends one `.slide(value)` (a `SliderDrag` decides), so a
    /// drag writes the row's store once, not at every movement (`UISlider.isContinuous` is true
    /// by default: https://developer.apple.com/documentation/uikit/uislider/iscontinuous). A
    /// change that is not a drag (VoiceOver, a keyboard) is sent at once. The row does not
    /// highlight: touching it is for the slider.
    @MainActor
    final class SliderRow: NSObject, ControlRow {
      private let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 160, height: 32))
      private weak var cell: (any BuiltInRowCell)?
      private var data: SliderRowData?
      private var drag: SliderDrag?
      /// The configuration shown, whose value text follows a drag.
      private var content: UIListContentConfiguration?
      /// The events VoiceOver's swipe up and down send, from the data's description.
      private var adjustments: (increment: ControlEvent?, decrement: ControlEvent?) = (nil, nil)

      /// The slider of `cell`.
      init(in cell: any BuiltInRowCell) {
        self.cell = cell
        super.init()
        slider.addTarget(self, action: #selector(handleSliderValueChanged), for: .valueChanged)
        // The touch events that end tracking
        // (https://developer.apple.com/documentation/uikit/uicontrol/event): lifted inside or
        // outside the control, or cancelled by the system.
        slider.addTarget(
          self, action: #selector(handleSliderReleased), for: [.touchUpInside, .touchUpOutside, .touchCancel])
        cell.highlightsOnTouch(false)
      }

      /// Shows the title and the value (`SliderRowData.valueText`), and sets the slider's
      /// range and value from the data.
      ///
      /// `UISlider` keeps `Float`s: bounds beyond `Float`'s range are narrowed to it. Setting a
      /// minimum above the current maximum moves the maximum (and the reverse), so the maximum
      /// is set first when the range moves up and last when it moves down; a range of one
      /// value disables the slider.
      func show(_ data: SliderRowData, in cell: some BuiltInRowCell) {
        self.data = data
        cell.showOwnAccessory(.control(slider))
        // A reconfiguration during a drag (the store changed elsewhere) must not move the
        // slider under the finger; the drag's own value is sent when it ends.
        guard drag == nil else {
          content = cell.showListContent(
            content ?? cell.valueContent(), text: data.title,
            secondaryText: content?.secondaryText ?? data.valueText)
          return
        }
        let lower = Float(max(data.range.lowerBound, -Double(Float.greatestFiniteMagnitude)))
        let upper = Float(min(data.range.upperBound, Double(Float.greatestFiniteMagnitude)))
        content = cell.showListContent(cell.valueContent(), text: data.title, secondaryText: data.valueText)
        if lower > slider.maximumValue {
          slider.maximumValue = upper
          slider.minimumValue = lower
        } else {
          slider.minimumValue = lower
          slider.maximumValue = upper
        }
        slider.value = Float(data.value)
        let description = data.accessibilityDescription
        adjustments = (description.increment, description.decrement)
      }

      /// VoiceOver's swipe up (`increment`) or down: one step, as the control would.
      func adjust(increment: Bool) {
        if let event = increment ? adjustments.increment : adjustments.decrement { cell?.sendControlEvent(event) }
      }

      /// A reused cell starts with no drag.
      func prepareForReuse() {
        drag = nil
      }

      /// The slider is as wide as the text size and the row allow (`sizeAccessoryControl`); the
      /// cell calls this before it lays its accessory out.
      func layOut(in cell: some BuiltInRowCell) {
        cell.sizeAccessoryControl(slider, preferredWidth: 160, height: 32)
      }

      @objc private func handleSliderValueChanged() {
        guard let data, let cell else { return }
        var current = drag ?? SliderDrag(from: data)
        // A configuration set again is applied to the content view already there ("directly
        // applies the configuration to the existing content view if the configuration is
        // compatible", https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration),
        // which lays its labels out again, so a longer value does not truncate.
        content = cell.showListContent(
          content ?? cell.valueContent(), text: data.title, secondaryText: current.move(to: Double(slider.value)))
        guard slider.isTracking else {
          // Not a drag: VoiceOver's adjust gesture or a keyboard moved it. Sent at once.
          drag = nil
          if let event = current.end() { cell.sendControlEvent(event) }
          return
        }
        drag = current
      }

      @objc private func handleSliderReleased() {
        guard let ended = drag else { return }
        drag = nil
        if let event = ended.end() { cell?.sendControlEvent(event) }
      }
    }

    /// The table host's switch row: the switch is the accessory view.
    final class UIKitSwitchCell: UITableViewCell, ControlRowCell {
      private(set) lazy var row = SwitchRow(in: self)

      override func accessibilityActivate() -> Bool { row.activate() }
    }

    /// The table host's stepper row: a `.value1` cell (see `UIKitTextCell`) with the stepper as
    /// the accessory view.
    final class UIKitStepperCell: ValueStyleTableCell, ControlRowCell {
      private(set) lazy var row = StepperRow(in: self)

      override func accessibilityIncrement() { row.adjust(increment: true) }
      override func accessibilityDecrement() { row.adjust(increment: false) }
    }

    /// The table host's slider row: a `.value1` cell with the slider as the accessory view.
    final class UIKitSliderCell: ValueStyleTableCell, ControlRowCell {
      private(set) lazy var row = SliderRow(in: self)

      override func accessibilityIncrement() { row.adjust(increment: true) }
      override func accessibilityDecrement() { row.adjust(increment: false) }

      override func prepareForReuse() {
        super.prepareForReuse()
        row.prepareForReuse()
      }

      override func layoutSubviews() {
        row.layOut(in: self)
        super.layoutSubviews()
      }
    }

    /// The list host's switch row.
    final class UIKitSwitchListCell: UICollectionViewListCell, ControlRowCell {
      private(set) lazy var row = SwitchRow(in: self)

      override func accessibilityActivate() -> Bool { row.activate() }
    }

    /// The list host's stepper row.
    final class UIKitStepperListCell: UICollectionViewListCell, ControlRowCell {
      private(set) lazy var row = StepperRow(in: self)

      override func accessibilityIncrement() { row.adjust(increment: true) }
      override func accessibilityDecrement() { row.adjust(increment: false) }
    }

    /// The list host's slider row.
    final class UIKitSliderListCell: UICollectionViewListCell, ControlRowCell {
      private(set) lazy var row = SliderRow(in: self)

      override func accessibilityIncrement() { row.adjust(increment: true) }
      override func accessibilityDecrement() { row.adjust(increment: false) }

      override func prepareForReuse() {
        super.prepareForReuse()
        row.prepareForReuse()
      }

      override func layoutSubviews() {
        row.layOut(in: self)
        super.layoutSubviews()
      }
    }
  #endif
#endif
