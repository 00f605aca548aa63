// `NSCache` keyed by `NSString`s: equal strings are one key (and `==` is `NSObject`'s, calling the
// subclass's `isEqual`); objects are replaced and removed.
final class Loader {
    let path: String
    init(path: String) { self.path = path }
}
func run() {
    let cache = NSCache<NSString, Loader>()
    cache.countLimit = 10
    let key = NSString(string: "poster#small")
    cache.setObject(Loader(path: "a"), forKey: key)
    print(cache.object(forKey: NSString(string: "poster#small"))?.path ?? "none", cache.object(forKey: "other")?.path ?? "none")
    cache.setObject(Loader(path: "b"), forKey: "poster#small")
    print(cache.object(forKey: key)?.path ?? "none", cache.countLimit)
    cache.removeObject(forKey: key)
    print(cache.object(forKey: key)?.path ?? "none", NSString(string: "x") == NSString(string: "x"), NSString(string: "x").isEqual(NSString(string: "y")))
}
