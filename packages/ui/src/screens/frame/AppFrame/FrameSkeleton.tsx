import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { Column, Header, Layout, Main, Sidebar, SkeletonStack } from './AppFrame.styles';

const SIDEBAR_ROWS = 8;

/** The frame's shape while the signed-in user's info loads. */
export function FrameSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <Layout $collapsed={collapsed} aria-busy="true">
      <VisuallyHidden role="status">Loading user info</VisuallyHidden>
      <Sidebar aria-hidden="true">
        <SkeletonStack>
          <Skeleton shape="text" height={24} width="70%" />
          {Array.from({ length: SIDEBAR_ROWS }, (_, row) => (
            <Skeleton key={row} height={32} />
          ))}
        </SkeletonStack>
      </Sidebar>
      <Column aria-hidden="true">
        <Header as="div">
          <Skeleton shape="text" height={24} width={180} />
          <Skeleton shape="circle" width={36} />
        </Header>
        <Main as="div">
          <SkeletonStack>
            <Skeleton shape="text" height={28} width="40%" />
            <Skeleton height={120} />
            <Skeleton shape="text" lines={4} />
          </SkeletonStack>
        </Main>
      </Column>
    </Layout>
  );
}
