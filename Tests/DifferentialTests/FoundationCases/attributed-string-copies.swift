// An attributed string's copies (`NSCopying`, `NSMutableCopying`): `mutableCopy()` is a mutable
// attributed string of the same text and attributes (SwiftUIX's text view binding), `copy()` an
// immutable one, each its own value after the copy.
func run() {
    let base = NSAttributedString(string: "Hello", attributes: [NSAttributedString.Key("weight"): 2])
    let mutable = base.mutableCopy() as! NSMutableAttributedString
    mutable.append(NSAttributedString(string: " world"))
    let copied = mutable.copy() as! NSAttributedString
    print(base.string, mutable.string, copied.string, copied is NSMutableAttributedString)
    print(mutable.length, (mutable.attribute(NSAttributedString.Key("weight"), at: 0, effectiveRange: nil) as? Int) ?? -1)
    print(type(of: mutable), type(of: base))
}
