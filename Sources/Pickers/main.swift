import PickerKit
import PickersUI
