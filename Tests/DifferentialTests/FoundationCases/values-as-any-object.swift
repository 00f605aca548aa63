// `x as AnyObject` always succeeds: a class instance is itself (identity kept through `Any`),
// and a list of objects finds and removes one by identity.
final class Token {}

func run() {
    let token = Token()
    let erased: Any = token
    let object = erased as AnyObject
    var objects: [AnyObject] = [object, Token()]
    print(object === token, objects.contains(where: { $0 === token }), objects.count)
    objects.removeAll(where: { $0 === token })
    print(objects.count, objects.contains(where: { $0 === token }))
    print((token as AnyObject) === object)
}
