// `print` and `debugPrint` with a separator and a terminator; `print()` alone ends the line.
func run() {
    print(1, 2, 3, separator: ", ", terminator: "|")
    print("a", "b", separator: "")
    debugPrint("q", 1, separator: "-")
    print()
    print("end")
}
