// The app: a window titled Meal Picker, its picker's courses read from the data folder.
import CGtk
import PickerKit
import PickersUI

guard gtk_init_check(nil, nil) != 0 else {
  print("meal-picker: cannot open a display")
  exit(1)
}
let window = Window()
window.title = "Meal Picker"
window.setDefaultSize(width: 520, height: 420)

// The seed's `arrayWithContentsOfFile:`; PickerKit names what is wrong with a bad file.
let mealPicker: MealPicker
do {
  mealPicker = MealPicker(courses: try DataFiles(directory: pickersFolder("data")).meals())
  window.add(mealPicker.widget)
} catch {
  print("meal-picker: \(error)")
  exit(1)
}

window.onDestroy { gtk_main_quit() }
window.showAll()
gtk_main()
