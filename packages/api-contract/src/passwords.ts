/**
 * The most often used passwords (from public breach-frequency lists), lower-cased, six characters
 * or longer since shorter ones are refused anyway. Shipped with the app: no network look-up.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 password 12345678 qwerty 123456789 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh
hunter buster soccer harley batman andrew tigger sunshine iloveyou charlie robert thomas hockey
ranger daniel starwars klaster 112233 george computer michelle jessica pepper zxcvbn 555555 11111111
131313 freedom 777777 maggie 159753 aaaaaa ginger princess joshua cheese amanda summer ashley nicole
chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix minecraft
william corvette martin heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888
anthony justin bailey q1w2e3r4t5 patrick internet scooter orange golfer cookie richard samantha
bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan
welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman cowboys
987654 london tennis 999999 ncc1701 coffee scooby miller boston q1w2e3r4 brandon yamaha chester
mother forever johnny edward 333333 oliver redsox player nikita knight fender barney midnight please
brandy chicago badboy slayer rangers charles flower rabbit wizard jasper rachel steven
winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine ghbdtn fishing cocacola
casper 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309
madison password1 password123 qwerty123 1q2w3e4r5t abc12345 welcome1 admin123 administrator
letmein1 iloveyou1 princess1 monkey1 football1 baseball1 dragon1 sunshine1 shadow1 master1 superman1
michael1 jordan23 zaq12wsx 1qazxsw2 passw0rd p@ssw0rd p@ssword pa55word qwerty1 qwertyu asdfghjkl
zxcvbnm1 abcdef abcdefg abcdefgh abc123456 a1b2c3 a1b2c3d4 aa123456 qwe123 qweasd qweasdzxc asd123
1qaz2wsx3edc 123abc 123456a 123456q 1234abcd 147258369 147258 159357 123698745 741852963 963852741
789456123 789456 456789 1111111 11223344 123321123 1234554321 102030 010203 520520 5201314
woaini1314 google facebook youtube twitter linkedin hotmail outlook gmail1 changeme default guest123
hotel123 innkeep innkeep123 booking test123 testing tester test1234 demo123 user123 hello123 hello1
welcome123 letmein123 secret123 pass123 pass1234 password12 password1234 password! password01
qwerty12 qwerty1234 iloveu lovely loveme lovers babygirl baby123 angel1 angels beautiful butterfly
chocolate computer1 cookie1 daniel1 dolphin flower1 friends fuckyou fuckyou1 fuckoff hottie jesus1
liverpool lovelove michelle1 monkey12 naruto nicole1 pokemon purple1 samsung1 sebastian soccer1
sophie spiderman starwars1 summer1 superstar sweety tigger1 tinkerbell trinity vanessa zachary
blink182 linkinpark metallica nirvana qazwsxedc zaq1zaq1 azerty azertyuiop qwertz 1234567a 7654321
12121212 696969696 00000000 99999999 66666666 22222222 55555555 77777777 123qweasd 1q2w3e
1q2w3e4r5t6y asdf1234 zxc123 zxcv1234 qwertyuiop123 aaaaaaaa abcd1234 abcd123 admin1 admin1234
root123 system manager security
`
    .trim()
    .split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The password is the email address or its local part, whatever the case. */
export function passwordIsEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  return lower === address || lower === address.split('@')[0];
}
