import { CodeBlock } from '../components/code-block';
import type { Article } from './article';

function Body() {
  return (
    <>
      <p>
        JavaScript objects inherit directly from other objects. Every object has a hidden internal
        link, written <code>[[Prototype]]</code> in the specification, that points to another object
        or to <code>null</code>. When you read a property that the object does not have itself, the
        engine follows that link and looks on the prototype, then on the prototype's prototype, and
        so on until it finds the property or reaches <code>null</code> and returns{' '}
        <code>undefined</code>. This sequence of links is the prototype chain.
      </p>
      <CodeBlock
        caption="Property lookup walks the prototype chain"
        code={`
const device = { describe() { return \`\${this.brand} \${this.model}\`; } };
const phone = Object.create(device);   // phone's [[Prototype]] is device
phone.brand = 'Pixel';
phone.model = '8';

phone.describe();                       // "Pixel 8": found on device, called with this = phone
Object.getPrototypeOf(phone) === device; // true
Object.hasOwn(phone, 'describe');       // false: it is inherited, not own
`}
      />
      <h3>Reading follows the chain, writing does not</h3>
      <p>
        Lookups climb the chain, but an ordinary assignment creates or updates an own property on
        the object you assign to. Assigning <code>phone.describe = ...</code> does not change{' '}
        <code>device</code>; it adds a new property on <code>phone</code> that shadows the inherited
        one. The exception is a setter or a non-writable property on the prototype, which still
        governs the assignment. Because methods are shared through the chain rather than copied,
        thousands of objects can use a single function object, and <code>this</code> is bound to the
        object the method was called on, not the object where it was found.
      </p>
      <h3>Constructor functions and the prototype property</h3>
      <p>
        Before classes, the usual way to create many similar objects was a constructor function
        called with <code>new</code>. Every ordinary function has a <code>prototype</code> property,
        an object that becomes the <code>[[Prototype]]</code> of instances. The expression{' '}
        <code>new Phone('Pixel')</code> creates an empty object whose prototype is{' '}
        <code>Phone.prototype</code>, runs <code>Phone</code> with <code>this</code> set to that
        object, and returns it unless the function explicitly returns another object. Note the two
        different things called "prototype": <code>Phone.prototype</code> is an ordinary property of
        the function, while <code>Object.getPrototypeOf(Phone)</code> is the function's own link,
        which is <code>Function.prototype</code>.
      </p>
      <CodeBlock
        caption="What new does, and what instanceof checks"
        code={`
function Phone(model) { this.model = model; }
Phone.prototype.ring = function () { return \`\${this.model} is ringing\`; };

const p = new Phone('Pixel');
Object.getPrototypeOf(p) === Phone.prototype; // true
p instanceof Phone; // true: Phone.prototype appears somewhere in p's chain
`}
      />
      <h3>Classes are syntax over the same mechanism</h3>
      <p>
        The <code>class</code> keyword, introduced in ES2015, does not add a new object model.
        Methods declared in a class body are placed on <code>ClassName.prototype</code>, and{' '}
        <code>class Smartphone extends Phone</code> links two chains: instances of{' '}
        <code>Smartphone</code> inherit from <code>Smartphone.prototype</code>, whose own prototype
        is <code>Phone.prototype</code>; and the constructor <code>Smartphone</code> itself inherits
        from <code>Phone</code>, which is how static methods are inherited. Classes do add real
        rules on top: their bodies run in strict mode, they cannot be called without{' '}
        <code>new</code>, and a derived constructor must call <code>super()</code> before it touches{' '}
        <code>this</code>. Private fields such as <code>#imei</code> are not on the prototype at
        all; they are stored per instance and are invisible to the chain.
      </p>
      <h3>instanceof, hasOwn and iteration</h3>
      <p>
        <code>a instanceof B</code> answers "does <code>B.prototype</code> appear on <code>a</code>
        's chain?", so it can be fooled by changing prototypes and it fails across realms (an array
        from an iframe is not <code>instanceof Array</code> in the parent page; use{' '}
        <code>Array.isArray</code>). To tell own properties from inherited ones, use{' '}
        <code>Object.hasOwn(obj, key)</code>. <code>for...in</code> visits enumerable inherited
        properties as well as own ones, whereas <code>Object.keys</code> and{' '}
        <code>Object.entries</code> return only own enumerable properties.
      </p>
      <h3>Practical advice</h3>
      <p>
        Prefer <code>Object.create(proto)</code> or classes to set up inheritance when an object is
        created; changing an existing object's prototype with <code>Object.setPrototypeOf</code> or
        the legacy <code>__proto__</code> accessor is allowed but makes engines discard
        optimisations. Never add methods to built-in prototypes such as <code>Array.prototype</code>
        : it can collide with future standard methods and with other code. When you need a plain
        dictionary whose keys come from users, create it with <code>Object.create(null)</code> or
        use a <code>Map</code>, so that a key like <code>"constructor"</code> or{' '}
        <code>"__proto__"</code> cannot reach into <code>Object.prototype</code>. Finally, keep
        chains short: composition, passing helper objects in rather than inheriting from them, is
        often simpler than deep hierarchies.
      </p>
    </>
  );
}

export const prototypalInheritanceArticle: Article = {
  slug: 'prototypal-inheritance',
  title: 'Prototypal inheritance in JavaScript',
  summary:
    'How the prototype chain resolves properties, what new and class really do, and the pitfalls to avoid.',
  Body,
};
