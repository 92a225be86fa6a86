import PickersUI

/// The seed's `AnimalChooserViewController` on screen: a second window, the model's two
/// wheels with the animals drawn as images, and Done, which hides the window. The model
/// calls back to the first window.
@MainActor
final class AnimalChooserWindow {
  let picker = PickerWidget(images: ImageStore(directory: pickersFolder("Assets")))
  let model: AnimalModel
  let window = Window()
  let done = Button(label: "Done")

  init(over parent: Window, displayAnimal: @escaping (_ sentence: String) -> Void) {
    model = AnimalModel(picker: picker, displayAnimal: displayAnimal)
    window.title = "Animal Chooser"
    window.setDefaultSize(width: 360, height: 560)
    window.setTransient(for: parent)
    let box = Box(.vertical, spacing: 12)
    box.borderWidth = 18
    window.add(box)
    box.packStart(picker.widget, expand: true, fill: true)
    box.packStart(done)
    done.onClicked { [unowned window] in window.isVisible = false }
    // Closing the window hides it, to be shown again by the next click.
    window.onDelete { [unowned window] in
      window.isVisible = false
      return true
    }
  }

  /// Shows the window again, on the rows it was left at.
  func show() { window.showAll() }
}
