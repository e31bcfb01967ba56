// Any unmatched path (SPEC §2): a card reading 'Page Not Found'.
import { Link } from 'react-router';
import { routes } from '#shared/paths.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';

export default function NotFoundPage() {
  const t = useT();
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold text-gray-900">{t('common.pageNotFound')}</h1>
          <p className="text-sm text-gray-600">404</p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-gray-700">{t('common.pageNotFoundBody')}</p>
          <Link className={buttonVariants({ variant: 'outline' })} to={routes.home}>
            {t('common.backHome')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
