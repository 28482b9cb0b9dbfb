#if canImport(UIKit) && !os(watchOS)
  // Left out on tvOS, which has no UISwitch, UIStepper or UISlider (see UIKitSettingsCells.swift).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    // The UIKit host's cells for the built-in rows with a control. A control's action only
    // reports the change (`sendControlEvent(_:)`); the component's closure decides, and the row is
    // configured again with the new data. So `configure(with:)` always sets the control from the
    // data: the control shows the table's state, never a state of its own.

    /// Shows `SwitchRowData`: the title and a `UISwitch`; flipping it sends `.toggle(isOn)`.
    @MainActor
    package final class UIKitSwitchCell: UITableViewCell, ComponentView {
      private let toggle = UISwitch()

      /// Creates the cell with its switch as the accessory view.
      package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        toggle.addTarget(self, action: #selector(handleToggleValueChanged), for: .valueChanged)
        accessoryView = toggle
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitSwitchCell is created in code only")
      }

      /// Shows the title and sets the switch; it flips with an animation only when the cell is
      /// on screen (a row selected by a tap), not while a reused cell is being prepared.
      package func configure(with data: SwitchRowData) {
        showListContent(text: data.title)
        toggle.setOn(data.isOn, animated: window != nil)
        // The host applies the description (`RowState`); the cell keeps what its
        // gestures send.
        activation = data.accessibilityDescription.activation
      }

      /// What VoiceOver's double-tap sends: the flip of the switch, as a tap on it would.
      private var activation: ControlEvent?

      /// VoiceOver's double-tap on the row flips the switch (the row is one element, so the
      /// switch itself cannot be reached).
      package override func accessibilityActivate() -> Bool {
        guard let activation else { return false }
        sendControlEvent(activation)
        return true
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      package static func height(for data: SwitchRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }

      @objc private func handleToggleValueChanged() {
        sendControlEvent(.toggle(toggle.isOn))
      }
    }

    /// Shows `StepperRowData`: the title, the value at the trailing side (a `.value1` cell's
    /// list content configuration, see `UIKitValueCell`) and a `UIStepper`; each step sends
    /// `.step(1)` or `.step(-1)`.
    @MainActor
    package final class UIKitStepperCell: UITableViewCell, ComponentView {
      private let stepper = UIStepper()
      /// The value of the data, to tell which way the stepper moved.
      private var dataValue = 0.0

      /// Creates the cell in the `.value1` style (see `UIKitTextCell`) with its stepper as
      /// the accessory view.
      package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        stepper.addTarget(self, action: #selector(handleStepperValueChanged), for: .valueChanged)
        accessoryView = stepper
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitStepperCell is created in code only")
      }

      /// Shows the title and the value, and resets the stepper to the data.
      ///
      /// UIStepper raises whenever its minimum is not below its maximum and when the step is not
      /// positive (https://developer.apple.com/documentation/uikit/uistepper/minimumvalue and
      /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue), so a reused
      /// stepper's bounds are first widened to cover the new range and then narrowed to it; a range
      /// of one value keeps the wider bounds (the row's state disables the stepper then).
      package func configure(with data: StepperRowData) {
        let lower = data.range.lowerBound
        let upper = data.range.upperBound
        dataValue = data.value
        showListContent(valueContent(), text: data.title, secondaryText: data.valueText)
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

      /// The events VoiceOver's swipe up and down send, from the data's description.
      private var adjustments: (increment: ControlEvent?, decrement: ControlEvent?) = (nil, nil)

      /// VoiceOver's swipe up: one step up, as the control would.
      package override func accessibilityIncrement() {
        if let event = adjustments.increment { sendControlEvent(event) }
      }

      /// VoiceOver's swipe down: one step down.
      package override func accessibilityDecrement() {
        if let event = adjustments.decrement { sendControlEvent(event) }
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      package static func height(for data: StepperRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }

      /// One tap is one step; its direction is where the stepper went from the data's value.
      @objc private func handleStepperValueChanged() {
        let moved = stepper.value - dataValue
        guard moved != 0 else { return }
        sendControlEvent(.step(moved > 0 ? 1 : -1))
      }
    }

    /// Shows `SliderRowData`: the title, the value (a `.value1` cell's list content
    /// configuration, see `UIKitValueCell`) and a `UISlider`. While
    /// the finger drags it, the value label follows; when the finger lifts, the cell sends one
    /// `.slide(value)` (a `SliderDrag` decides), so a drag writes the row's store once, not at
    /// every movement (`UISlider.isContinuous` is true by default:
    /// https://developer.apple.com/documentation/uikit/uislider/iscontinuous). A change that is not
    /// a drag (VoiceOver, a keyboard) is sent at once.
    @MainActor
    package final class UIKitSliderCell: UITableViewCell, ComponentView {
      private let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 160, height: 32))
      private var data: SliderRowData?
      private var drag: SliderDrag?
      /// The configuration shown, whose value text follows a drag.
      private var content: UIListContentConfiguration?

      /// Creates the cell in the `.value1` style with its slider as the accessory view. The row
      /// does not highlight: touching it is for the slider.
      package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        slider.addTarget(self, action: #selector(handleSliderValueChanged), for: .valueChanged)
        // The touch events that end tracking
        // (https://developer.apple.com/documentation/uikit/uicontrol/event): lifted inside or
        // outside the control, or cancelled by the system.
        slider.addTarget(
          self, action: #selector(handleSliderReleased), for: [.touchUpInside, .touchUpOutside, .touchCancel])
        accessoryView = slider
        selectionStyle = .none
      }

      /// Not supported: the cell is created in code only.
      @available(*, unavailable)
      package required init?(coder: NSCoder) {
        fatalError("UIKitSliderCell is created in code only")
      }

      /// Shows the title and the value (`SliderRowData.valueText`), and sets the slider's
      /// range and value from the data.
      ///
      /// `UISlider` keeps `Float`s: bounds beyond `Float`'s range are narrowed to it. Setting a
      /// minimum above the current maximum moves the maximum (and the reverse), so the maximum
      /// is set first when the range moves up and last when it moves down; a range of one
      /// value disables the slider.
      package func configure(with data: SliderRowData) {
        self.data = data
        // A reconfiguration during a drag (the store changed elsewhere) must not move the
        // slider under the finger; the drag's own value is sent when it ends.
        guard drag == nil else {
          content = showListContent(
            content ?? valueContent(), text: data.title, secondaryText: content?.secondaryText ?? data.valueText)
          return
        }
        let lower = Float(max(data.range.lowerBound, -Double(Float.greatestFiniteMagnitude)))
        let upper = Float(min(data.range.upperBound, Double(Float.greatestFiniteMagnitude)))
        content = showListContent(valueContent(), text: data.title, secondaryText: data.valueText)
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

      /// The events VoiceOver's swipe up and down send, from the data's description.
      private var adjustments: (increment: ControlEvent?, decrement: ControlEvent?) = (nil, nil)

      /// VoiceOver's swipe up: one step up, as the control would.
      package override func accessibilityIncrement() {
        if let event = adjustments.increment { sendControlEvent(event) }
      }

      /// VoiceOver's swipe down: one step down.
      package override func accessibilityDecrement() {
        if let event = adjustments.decrement { sendControlEvent(event) }
      }

      /// Sized by the cell itself; 44 pt until it is measured.
      package static func height(for data: SliderRowData, width: CGFloat) -> ComponentHeight {
        .automatic(estimate: 44)
      }

      @objc private func handleSliderValueChanged() {
        guard let data else { return }
        var current = drag ?? SliderDrag(from: data)
        // A configuration set again is applied to the content view already there ("directly
        // applies the configuration to the existing content view if the configuration is
        // compatible", https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration),
        // which lays its labels out again, so a longer value does not truncate.
        content = showListContent(
          content ?? valueContent(), text: data.title, secondaryText: current.move(to: Double(slider.value)))
        guard slider.isTracking else {
          // Not a drag: VoiceOver's adjust gesture or a keyboard moved it. Sent at once.
          drag = nil
          if let event = current.end() { sendControlEvent(event) }
          return
        }
        drag = current
      }

      @objc private func handleSliderReleased() {
        guard let ended = drag else { return }
        drag = nil
        if let event = ended.end() { sendControlEvent(event) }
      }

      /// A reused cell starts with no drag.
      package override func prepareForReuse() {
        super.prepareForReuse()
        drag = nil
      }

      /// The slider is as wide as the text size and the row allow (`sizeAccessoryControl`).
      package override func layoutSubviews() {
        sizeAccessoryControl(slider, preferredWidth: 160, height: 32)
        super.layoutSubviews()
      }
    }
  #endif
#endif
